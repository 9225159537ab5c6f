import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { writeTimings, type TestTiming } from '../../support/timings';

/** Records each journey's duration (its last try) for the summary `npm test` prints at its end. */
export default class TimingsReporter implements Reporter {
  private readonly timings = new Map<string, TestTiming>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.timings.set(test.id, {
      runner: 'playwright',
      file: path.relative(process.cwd(), test.location.file),
      name: test.title,
      ms: result.duration,
    });
  }

  onEnd() {
    writeTimings('playwright', [...this.timings.values()]);
  }
}
