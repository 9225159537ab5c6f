// Vitest, with the renderer's build (which the browser tests after it need) made beside it: the unit
// and server tests leave a core idle for part of their run (waits on PostgreSQL, on child servers),
// and the build fills it. Only the renderer (out/web), which no unit test reads; the public pages'
// scripts (out/p-assets), which the server tests fetch, are built after. Vitest prints as it goes;
// the build's output is printed when it ends.
import { spawn } from 'node:child_process';

const started = performance.now();
let buildOutput = '';
const build = spawn('npx', ['--no-install', 'vite', 'build', '--config', 'vite.web.config.ts'], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
build.stdout.on('data', (d) => (buildOutput += d));
build.stderr.on('data', (d) => (buildOutput += d));
const built = new Promise((resolve) =>
  build.on('close', (code) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${code === 0 ? '✓' : '✗'} renderer build beside the unit tests (${seconds} s)`);
    if (code !== 0) console.log(buildOutput.trimEnd());
    resolve(code === 0);
  }),
);

const vitest = spawn('npx', ['--no-install', 'vitest', 'run'], { stdio: 'inherit' });
const tested = await new Promise((resolve) => vitest.on('close', (code) => resolve(code === 0)));
process.exit(tested && (await built) ? 0 : 1);
