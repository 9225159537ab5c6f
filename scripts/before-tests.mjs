// What the tests need before they start, side by side: the native modules made ready for Node.js (on
// a fresh install without scripts, `.ci/run`, that compiles SQLite on one core for about 50 s), the
// renderer (out/web, for the browser journeys) and the public pages' scripts (out/p-assets, which
// server tests and journeys fetch), whose bundlers fill the other core.
import { runSideBySide } from './side-by-side.mjs';

const ok = await runSideBySide([
  ['native modules for Node.js', 'node', ['scripts/native-for.mjs', 'node']],
  ['renderer build', 'npx', ['--no-install', 'vite', 'build', '--config', 'vite.web.config.ts']],
  ['public pages build', 'npx', ['--no-install', 'vite', 'build', '--config', 'vite.pages.config.ts']],
]);
process.exit(ok ? 0 : 1);
