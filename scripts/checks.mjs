// The static checks side by side: the type checker, the linter and the formatter's check each wait
// on one core for much of their run, so together they take about as long as the slowest alone.
// `npm test` runs them beside the builds the tests need (scripts/before-tests.mjs).
import { pathToFileURL } from 'node:url';
import { runSideBySide } from './side-by-side.mjs';

/** The checks, at the lowest priority when `niced` (beside SQLite's compile, which then keeps its core). */
export const checks = (niced = false) => {
  const job = (name, ...command) =>
    niced ? [name, 'nice', ['-n', '19', ...command]] : [name, command[0], command.slice(1)];
  return [
    // TypeScript 7's native compiler (package.json's `typecheck`; the `typescript` package stays at
    // 5.9 for the linter and the bundlers, which use its JavaScript API): 19 s of CPU on this tree
    // against 64 s for tsc 5.9. On one thread: its parallel checkers took 41 s of CPU to save a few
    // seconds of wall time.
    job('typecheck', 'npm', 'run', '--silent', 'typecheck'),
    job('lint', 'npx', '--no-install', 'eslint', '.', '--max-warnings', '0'),
    job('format', 'npx', '--no-install', 'prettier', '--check', '.', '--log-level', 'warn'),
  ];
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exit((await runSideBySide(checks())) ? 0 : 1);
