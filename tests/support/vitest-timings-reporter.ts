import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { writeTimings, type TestTiming } from './timings';

/**
 * Records every test's duration, and each file's set-up (its whole time less its tests': servers
 * built in `beforeAll`, modules loaded), so the summary shows where the time goes.
 */
export default class TimingsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const timings: TestTiming[] = [];
    for (const module of modules) {
      const file = path.relative(process.cwd(), module.moduleId);
      let testsMs = 0;
      for (const test of module.children.allTests()) {
        const ms = test.diagnostic()?.duration ?? 0;
        testsMs += ms;
        timings.push({
          runner: 'vitest',
          file,
          name: test.fullName,
          ms,
        });
      }
      const total = module.diagnostic().duration;
      timings.push({
        runner: 'vitest',
        file,
        name: '(set-up and hooks of the file)',
        ms: Math.max(0, total - testsMs),
      });
    }
    writeTimings('vitest', timings);
  }
}
