import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each slow test file took in a recent run, by file (`node scripts/test-timings.mjs durations` after `npm test` rewrites it). */
export const DURATIONS_FILE = path.resolve('tests/support/test-durations.json');

const durations: Record<string, number> = fs.existsSync(DURATIONS_FILE)
  ? JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8'))
  : {};

/**
 * Longest files first. CI starts from a fresh clone, where Vitest has no timings of its own and
 * orders the files by size: a slow small file (the two-process campaign test spawns servers) then
 * ran last on one worker while the others idled.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sized = await super.sort(files);
    const seconds = (f: TestSpecification) => durations[path.relative(process.cwd(), f.moduleId)] ?? 0;
    // Array.prototype.sort is stable: files without a duration keep Vitest's order after the rest.
    return [...sized].sort((a, b) => seconds(b) - seconds(a));
  }
}
