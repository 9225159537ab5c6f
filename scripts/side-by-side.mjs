// Runs commands side by side; each one's output is printed whole when it ends, so they never
// interleave. Resolves true when every command succeeded.
import { spawn } from 'node:child_process';

/** A job: its name for the summary line, the command, its arguments. */
export function runSideBySide(jobs) {
  return Promise.all(jobs.map(runJob)).then((results) => results.every(Boolean));
}

function runJob([name, command, args]) {
  return new Promise((resolve) => {
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
}
