// The browser journeys (Playwright), with the static checks beside them at the lowest priority
// (scripts/checks.mjs --background). Two journeys at a time keep the two cores about four-fifths
// busy (a journey waits on its page and its server between steps); the checks, 80 s of CPU on
// their own, take that idle time instead of a phase of their own before the tests. Playwright
// prints as it goes; the checks' output follows it.
import { spawn } from 'node:child_process';

const exitOf = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));

let checksOutput = '';
const checks = spawn('node', ['scripts/checks.mjs', '--background'], { stdio: ['ignore', 'pipe', 'pipe'] });
checks.stdout.on('data', (d) => (checksOutput += d));
checks.stderr.on('data', (d) => (checksOutput += d));
const checked = exitOf(checks);

const journeys = await exitOf(
  spawn('npx', ['--no-install', 'playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' }),
);
const checksPassed = await checked;
console.log(`\nStatic checks beside the journeys:\n${checksOutput.trimEnd()}`);
process.exit(journeys && checksPassed ? 0 : 1);
