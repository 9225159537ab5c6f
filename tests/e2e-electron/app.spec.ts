import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { accountContract as account } from '../../src/shared/account/contract';
import type { DesktopBridge } from '../../src/shared/desktop-contract';
import { electronBinary } from './electron-binary';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const binary = electronBinary(ROOT);
const built =
  fs.existsSync(path.join(ROOT, 'out/main/index.js')) &&
  fs.existsSync(path.join(ROOT, 'out/preload/index.cjs'));

test.skip(
  !binary,
  'No Electron binary: node_modules/electron/dist is missing (Electron downloads it on first launch, which these machines cannot do)',
);
test.skip(!built, 'The app is not built: run `npm run build` first');

type DesktopWindow = Window & { desktop: DesktopBridge };

async function launch(userData: string): Promise<{ app: ElectronApplication; page: Page }> {
  const app = await electron.launch({
    executablePath: binary!,
    cwd: ROOT,
    // Chromium refuses to run its sandbox as root (CI containers).
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '.'],
    env: { ...process.env, BIZSUITE_USER_DATA: userData, ELECTRON_ENABLE_LOGGING: '1' },
  });
  const page = await app.firstWindow();
  await page.waitForFunction(() => 'desktop' in window);
  return { app, page };
}

test('a fresh install: set up the first Admin on the embedded server, sign in, restart, and the session is kept', async () => {
  const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'bizsuite-e2e-electron-'));
  const admin = { userName: 'Admin', email: 'admin@example.com', password: 'secret123' };

  let { app, page } = await launch(userData);
  try {
    // The page has no Node and no raw IPC: only the named bridge.
    expect(
      await page.evaluate(() => [
        typeof (window as { require?: unknown }).require,
        typeof (window as { process?: unknown }).process,
      ]),
    ).toEqual(['undefined', 'undefined']);
    expect(
      await page.evaluate(() => Object.keys((window as unknown as DesktopWindow).desktop).sort()),
    ).toContain('apiRequest');

    const setup = await page.evaluate(
      ({ url, body }) =>
        (window as unknown as DesktopWindow).desktop.apiRequest({
          method: 'POST',
          url,
          body,
          endpoint: 'account.setup',
        }),
      { url: account.setup.path, body: admin },
    );
    expect(setup.status).toBe(201);
    // The desktop token stays in main: the renderer gets an empty string.
    expect(setup.body).toMatchObject({ success: true, data: { token: '', role: 'Admin' } });

    const login = await page.evaluate(
      ({ url, body }) =>
        (window as unknown as DesktopWindow).desktop.apiRequest({
          method: 'POST',
          url,
          body,
          endpoint: 'account.login',
        }),
      { url: account.login.path, body: { login: admin.email, password: admin.password } },
    );
    expect(login.status).toBe(200);
    const session = await page.evaluate(() => (window as unknown as DesktopWindow).desktop.sessionGet());
    expect(session).toMatchObject({ signedIn: true, role: 'Admin', userName: 'Admin' });
    const status = await page.evaluate(() =>
      (window as unknown as DesktopWindow).desktop.serverGetSettings(),
    );
    expect(status).toMatchObject({
      settings: { mode: 'embedded' },
      state: 'ready',
      origin: expect.stringMatching(/^http:\/\/127\.0\.0\.1:/),
    });
    expect(fs.existsSync(path.join(userData, 'server-data', 'platform.sqlite'))).toBe(true);

    await app.close();
    ({ app, page } = await launch(userData));

    const restored = await page.evaluate(() => (window as unknown as DesktopWindow).desktop.sessionGet());
    if (session.vault === 'memory') {
      // No keychain and no safe storage here: by design the token did not outlive the app.
      test.info().annotations.push({
        type: 'note',
        description: 'vault is memory: run under a Secret Service to check persistence',
      });
      expect(restored.signedIn).toBe(false);
    } else {
      expect(restored).toMatchObject({ signedIn: true, role: 'Admin', vault: session.vault });
      const me = await page.evaluate(
        (url) => (window as unknown as DesktopWindow).desktop.apiRequest({ method: 'GET', url }),
        account.me.path,
      );
      expect(me).toMatchObject({ status: 200, body: { data: { email: admin.email, role: 'Admin' } } });
    }
  } finally {
    await app.close();
    fs.rmSync(userData, { recursive: true, force: true });
  }
});
