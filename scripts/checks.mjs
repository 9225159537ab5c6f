// The static checks side by side: the type checker, the linter and the formatter's check each wait
// on one core for much of their run, so together they take about as long as the slowest alone.
// `--background`: at the lowest priority, as `npm test` runs them beside the browser journeys
// (scripts/journeys.mjs), where they take only the CPU the journeys leave idle.
import { runSideBySide } from './side-by-side.mjs';

const background = process.argv.includes('--background');
const niced = (args) => (background ? ['nice', ['-n', '19', ...args]] : [args[0], args.slice(1)]);

const CHECKS = [
  // TypeScript 7's native compiler (package.json's `typecheck`; the `typescript` package stays at 5.9
  // for the linter and the bundlers, which use its JavaScript API): 19 s of CPU on this tree against
  // 64 s for tsc 5.9. On one thread: its parallel checkers took 41 s of CPU to save a few seconds
  // of wall time.
  ['typecheck', ...niced(['npm', 'run', '--silent', 'typecheck'])],
  ['lint', ...niced(['npx', '--no-install', 'eslint', '.', '--max-warnings', '0'])],
  ['format', ...niced(['npx', '--no-install', 'prettier', '--check', '.', '--log-level', 'warn'])],
];

process.exit((await runSideBySide(CHECKS)) ? 0 : 1);
