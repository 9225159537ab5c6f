// The vault test against a real Secret Service (gnome-keyring in a private D-Bus session), where one
// can be started; otherwise it says why it is skipped.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
if (!has('dbus-run-session') || !has('gnome-keyring-daemon')) {
  console.log('keyring test skipped: dbus-run-session or gnome-keyring-daemon is not installed');
  process.exit(0);
}
// A fresh keyring folder each run: the daemon creates its login keyring unlocked with our password.
const keyrings = fs.mkdtempSync(path.join(os.tmpdir(), 'keyring-'));
execSync(
  `dbus-run-session -- sh -c 'echo -n ci-pass | gnome-keyring-daemon --unlock --components=secrets >/dev/null; KEYRING_TEST=1 npx vitest run tests/main/vault.test.ts'`,
  { stdio: 'inherit', env: { ...process.env, XDG_DATA_HOME: keyrings } },
);
fs.rmSync(keyrings, { recursive: true, force: true });
