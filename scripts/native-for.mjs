// Native modules (better-sqlite3, keytar) are built for one runtime at a time: Node for the tests and
// the standalone server, Electron for the desktop app. `node scripts/native-for.mjs node|electron`
// rebuilds them for the runtime about to run, and does nothing when they already fit.
import { execSync, spawnSync } from 'node:child_process';

const target = process.argv[2];
const run = (cmd) => execSync(cmd, { stdio: 'inherit' });

if (target === 'node') {
  const probe = spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], {
    encoding: 'utf8',
  });
  if (probe.status !== 0) {
    console.log('Building native modules for Node.js (not built yet, or built for Electron)…');
    run('npm rebuild better-sqlite3 keytar');
  }
} else if (target === 'electron') {
  run('npx electron-builder install-app-deps');
} else {
  console.error('usage: node scripts/native-for.mjs node|electron');
  process.exit(2);
}
