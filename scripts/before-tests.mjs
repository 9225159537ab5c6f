// `npm test`'s first phase, side by side: the static checks (scripts/checks.mjs), and what the tests
// need built: the native modules for Node.js (on a fresh install without scripts, `.ci/run`, that
// compiles SQLite on one core for about 50 s), the renderer (out/web, for the browser journeys) and
// the public pages' scripts (out/p-assets, which server tests and journeys fetch). The checks run at
// the lowest priority, so that the compile, the longest of them, keeps its core.
import { checks } from './checks.mjs';
import { runSideBySide } from './side-by-side.mjs';

const ok = await runSideBySide([
  ['native modules for Node.js', 'node', ['scripts/native-for.mjs', 'node']],
  ['renderer build', 'npx', ['--no-install', 'vite', 'build', '--config', 'vite.web.config.ts']],
  ['public pages build', 'npx', ['--no-install', 'vite', 'build', '--config', 'vite.pages.config.ts']],
  ...checks(true),
]);
process.exit(ok ? 0 : 1);
