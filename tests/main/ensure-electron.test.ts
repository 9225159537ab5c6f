import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 9 §7: `npm start` on a fresh computer first fetches Electron's binary with Electron's own
 * installer; where the download cannot happen it stops with one clear message.
 */
describe('preparing Electron for npm start', () => {
  it('says why and points at npm run serve when the download is unreachable', () => {
    // A copy of the electron package without a binary, so the installer must download one.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-electron-'));
    const real = path.join(process.cwd(), 'node_modules');
    const pkg = path.join(root, 'node_modules', 'electron');
    fs.mkdirSync(pkg, { recursive: true });
    for (const file of ['install.js', 'package.json', 'checksums.json'])
      fs.copyFileSync(path.join(real, 'electron', file), path.join(pkg, file));
    fs.symlinkSync(path.join(real, '@electron'), path.join(root, 'node_modules', '@electron'));
    if (fs.existsSync(path.join(real, '@electron-internal')))
      fs.symlinkSync(
        path.join(real, '@electron-internal'),
        path.join(root, 'node_modules', '@electron-internal'),
      );

    const run = spawnSync(process.execPath, [path.join(process.cwd(), 'scripts', 'ensure-electron.mjs')], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        ELECTRON_MIRROR: 'http://127.0.0.1:9/',
        electron_config_cache: path.join(root, 'cache'),
      },
    });
    fs.rmSync(root, { recursive: true, force: true });

    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^BizSuite needs the Electron runtime to open the desktop app, and it could not be downloaded: \S/,
    );
    expect(run.stderr).toContain('`npm run serve` runs the same app in a browser without it.');
    expect(run.stderr).not.toMatch(/^\s+at /m); // no stack trace
  });
});
