import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/support/vitest-sequencer';

const INCLUDE = ['tests/**/*.test.ts', 'src/**/*.test.ts'];

const usesDatabases = (file: string) => fs.readFileSync(file, 'utf8').includes('dbKinds()');

/**
 * The test files that run against each database: those that call `dbKinds()` (tests/helpers/server.ts),
 * themselves or through a module of their own folder they import (the bad-input sweep's shards).
 */
function databaseTestFiles(dir = 'tests'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'e2e' ? [] : databaseTestFiles(file);
    if (!file.endsWith('.test.ts')) return [];
    const local = [...fs.readFileSync(file, 'utf8').matchAll(/from '\.\/([\w.-]+)'/g)].map((m) =>
      path.join(dir, `${m[1]}.ts`),
    );
    return [file, ...local].some((f) => fs.existsSync(f) && usesDatabases(f)) ? [file] : [];
  });
}

/**
 * Two projects when a PostgreSQL server is given (TEST_DATABASE_URL): everything on SQLite, and the
 * database tests again on PostgreSQL, as separate files in the queue, so the two runs go side by
 * side on the workers instead of one after the other inside each file.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

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
    projects: [
      { extends: true as const, test: { name: 'sqlite', include: INCLUDE, env: { TEST_DB: 'sqlite' } } },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: databaseTestFiles(), env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
