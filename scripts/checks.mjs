// The static checks of `npm test` side by side: the type checker, the linter and the formatter's
// check each wait on one core for much of their run, so together they take about as long as the
// slowest alone. Each one's output is printed whole when it ends, so the three never interleave.
import { spawn } from 'node:child_process';

const CHECKS = [
  ['typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'eslint', ['.', '--max-warnings', '0']],
  ['format', 'prettier', ['--check', '.', '--log-level', 'warn']],
];

const run = ([name, bin, args]) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npx', ['--no-install', bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✓' : '✗'} ${name} (${bin}, ${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
