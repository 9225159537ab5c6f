// `npm start`, `npm run dev` and `npm run dist` need Electron's binary, which Electron 45 no longer
// fetches at `npm install` but on first use, and electron-vite needs node_modules/electron/path.txt,
// which only that fetch writes. This runs Electron's own installer (`install-electron`) first and,
// when the download cannot happen, stops with one message that says why and what works instead.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const SERVE_HINT = '`npm run serve` runs the same app in a browser without it.';

/** Runs the installer; answers null when the binary is there, else the reason it is not. */
export function ensureElectron({ root = process.cwd(), env = process.env, timeoutMs = 10 * 60_000 } = {}) {
  const pkg = path.join(root, 'node_modules', 'electron');
  if (!fs.existsSync(path.join(pkg, 'install.js')))
    return 'the electron package is not installed (run `npm install`)';
  const run = spawnSync(process.execPath, [path.join(pkg, 'install.js')], {
    cwd: pkg,
    env,
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  if (run.status === 0 && fs.existsSync(path.join(pkg, 'path.txt'))) return null;
  const output = `${run.stderr ?? ''}\n${run.stdout ?? ''}`;
  const firstLine = output.split('\n').find((l) => l.trim() && !l.trim().startsWith('at ')) ?? '';
  if (run.error?.code === 'ETIMEDOUT') return 'the download took too long';
  return firstLine.replace(/^\s*\w*Error: /, '').trim() || `the installer exited with ${run.status}`;
}

export function explain(reason) {
  return [
    `BizSuite needs the Electron runtime to open the desktop app, and it could not be downloaded: ${reason}.`,
    'Electron fetches its binary once, on first use, from GitHub (or ELECTRON_MIRROR); check the connection or set',
    `ELECTRON_MIRROR to a mirror you can reach, then try again. ${SERVE_HINT}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const reason = ensureElectron();
  if (reason) {
    console.error(explain(reason));
    process.exit(1);
  }
}
