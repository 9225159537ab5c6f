import fs from 'node:fs';
import path from 'node:path';

/**
 * Test timings for the summary `npm test` prints at its end (scripts/test-timings.mjs): each runner
 * writes what its tests took into `.tmp/test-timings/`, one file per run.
 */
export interface TestTiming {
  runner: 'vitest' | 'playwright';
  file: string;
  name: string;
  ms: number;
  /** Of `ms`, the journey's accessibility checks (Playwright only). */
  axeMs?: number;
}

export const TIMINGS_DIR = path.resolve('.tmp/test-timings');

export function writeTimings(runner: TestTiming['runner'], timings: TestTiming[]): void {
  if (timings.length === 0) return;
  fs.mkdirSync(TIMINGS_DIR, { recursive: true });
  const file = path.join(TIMINGS_DIR, `${runner}-${process.pid}-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(timings));
}
