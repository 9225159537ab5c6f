// The static checks of `npm test` side by side: the type checker, the linter and the formatter's
// check each wait on one core for much of their run, so together they take about as long as the
// slowest alone. Each one's output is printed whole when it ends, so they never interleave.
// Beside them, the native modules are made ready for Node.js (the tests after these need them): on a
// fresh install without scripts (`.ci/run`) that compiles SQLite, on one core for 40 s, the longest
// of the four; the checks run at a lower priority so that it keeps its core.
import { spawn } from 'node:child_process';

const CHECKS = [
  // TypeScript 7's native compiler (package.json's `typecheck`; the `typescript` package stays at 5.9
  // for the linter and the bundlers, which use its JavaScript API): 19 s of CPU on this tree against
  // 64 s for tsc 5.9. On one thread: its parallel checkers took 41 s of CPU to save a few seconds
  // of wall time, and here the other jobs have the second core.
  ['typecheck', 'nice', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', 'nice', ['npx', '--no-install', 'eslint', '.', '--max-warnings', '0']],
  ['format', 'nice', ['npx', '--no-install', 'prettier', '--check', '.', '--log-level', 'warn']],
  ['native modules for Node.js', 'node', ['scripts/native-for.mjs', 'node']],
];

const run = ([name, command, args]) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
