import path from 'node:path';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { AXE_STEP } from './accessibility';
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
      axeMs: sumSteps(result.steps, (s) => s.title.startsWith(AXE_STEP)),
    });
  }

  onEnd() {
    writeTimings('playwright', [...this.timings.values()]);
  }
}

/** The time spent in the steps that match, nested ones included once (a match's children are not walked). */
function sumSteps(steps: TestStep[], match: (s: TestStep) => boolean): number {
  return steps.reduce((ms, s) => ms + (match(s) ? s.duration : sumSteps(s.steps, match)), 0);
}
