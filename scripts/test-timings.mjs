// `clear` before a test run; `report` after it prints the slowest tests and files of Vitest and
// Playwright together (the runners' reporters write .tmp/test-timings/*.json), so each change sees
// where the test time goes.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve('.tmp/test-timings');
const [command = 'report', count = '10'] = process.argv.slice(2);

if (command === 'clear') {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

const timings = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
  : [];
if (timings.length === 0) {
  console.log('No test timings recorded.');
  process.exit(0);
}

// `durations`: what each Vitest file took, for the sequencer that runs the longest first
// (tests/support/vitest-sequencer.ts). Files under a second are left out: their order hardly matters.
if (command === 'durations') {
  const byFile = {};
  for (const t of timings.filter((t) => t.runner === 'vitest')) byFile[t.file] = (byFile[t.file] ?? 0) + t.ms;
  const kept = Object.entries(byFile)
    .filter(([, ms]) => ms >= 1000)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, ms]) => [key, Math.round(ms / 100) / 10]);
  fs.writeFileSync(
    'tests/support/test-durations.json',
    `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`,
  );
  console.log(`Wrote the durations of ${kept.length} test files.`);
  process.exit(0);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
const top = (rows) => rows.sort((a, b) => b.ms - a.ms).slice(0, Number(count));

const tests = timings.filter((t) => !t.name.startsWith('('));
console.log(`\nSlowest ${count} tests:`);
const axeOf = (t) => (t.axeMs ? ` (axe ${(t.axeMs / 1000).toFixed(1)} s)` : '');
for (const t of top(tests))
  console.log(`${seconds(t.ms)}  ${t.runner.padEnd(10)} ${t.file} › ${t.name}${axeOf(t)}`);

const byFile = new Map();
for (const t of timings)
  byFile.set(`${t.runner} ${t.file}`, (byFile.get(`${t.runner} ${t.file}`) ?? 0) + t.ms);
console.log(`\nSlowest ${count} files (tests and set-up):`);
for (const { file, ms } of top([...byFile].map(([file, ms]) => ({ file, ms }))))
  console.log(`${seconds(ms)}  ${file}`);
const total = (runner) => timings.filter((t) => t.runner === runner).reduce((s, t) => s + t.ms, 0);
const axe = timings.reduce((s, t) => s + (t.axeMs ?? 0), 0);
console.log(
  `\nSummed over workers: Vitest ${seconds(total('vitest')).trim()}, Playwright ${seconds(total('playwright')).trim()} (of it accessibility checks ${seconds(axe).trim()}).`,
);
