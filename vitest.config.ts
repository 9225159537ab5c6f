import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/support/vitest-sequencer';

/**
 * One project: a test file that runs against the databases (`dbKinds()`, tests/helpers/server.ts)
 * runs on SQLite and then, when a PostgreSQL server is given (TEST_DATABASE_URL, as CI does), on
 * PostgreSQL, in the same worker. Two projects (SQLite, then the database files again on
 * PostgreSQL) ran one after the other with a second set of workers that loaded the whole server
 * again, and ran the tests of those files that use no database twice (41 of them). Same machine:
 * 289 s for the phase as two projects; 253 and 263 s as one, with the sweep's junk made shorter.
 */
const INCLUDE = ['tests/**/*.test.ts', 'src/**/*.test.ts'];

export default defineConfig({
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['./tests/support/migrated-templates.ts'],
    // Three on two cores: the tests wait on PostgreSQL and on child servers for part of their run, and a
    // third worker fills that time (the whole phase 326 s with two, 307 s with three, same machine).
    maxWorkers: 3,
    // Test files share each worker's loaded modules instead of loading the whole server again per
    // file (import time was a third of the run); no test mocks modules or globals, and each
    // builds its own app, so nothing carries over from one file to the next.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', './tests/support/vitest-timings-reporter.ts'],
    sequence: { sequencer: LongestFirstSequencer },
    include: INCLUDE,
  },
});
