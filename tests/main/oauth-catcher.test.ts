import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_MESSAGE } from '../../src/main/oauth/callback-page';
import {
  CANCELLED_MESSAGE,
  createOAuthCatcher,
  OAUTH_LOOPBACK_PORT,
  oauthPortFrom,
  SUPERSEDED_MESSAGE,
  TIMED_OUT_MESSAGE,
  type OAuthCatcher,
  type OAuthCatcherOptions,
} from '../../src/main/oauth/loopback-catcher';

/** The system browser, as far as the catcher sees it: the addresses it was asked to open. */
function browserStandIn(fail?: string) {
  const opened: string[] = [];
  const open = async (url: string) => {
    if (fail) throw new Error(fail);
    opened.push(url);
  };
  return { opened, open };
}

const catchers: OAuthCatcher[] = [];
function catcher(options: Partial<OAuthCatcherOptions> = {}) {
  const browser = browserStandIn();
  const made = createOAuthCatcher({ port: 0, open: browser.open, ...options });
  catchers.push(made);
  return { catcher: made, opened: browser.opened };
}
afterEach(async () => {
  await Promise.all(catchers.splice(0).map((c) => c.close()));
});

const authUrl = (state = 'st-1') =>
  `https://www.linkedin.com/oauth/v2/authorization?client_id=abc&state=${state}&redirect_uri=x`;

/** Waits until the catcher has handed the address to the browser (the wait is then pending). */
async function untilOpened(opened: string[], count = 1) {
  for (let i = 0; i < 200 && opened.length < count; i++) await new Promise((r) => setTimeout(r, 5));
  expect(opened).toHaveLength(count);
}

const portOf = (redirectUri: string) => Number(new URL(redirectUri).port);

async function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function closedSoon(port: number) {
  for (let i = 0; i < 100; i++) {
    if (!(await isListening(port))) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`port ${port} is still listening`);
}

describe('desktop social sign-in catcher (RFC 8252 loopback redirect)', () => {
  it('listens on 127.0.0.1 and answers the callback address to register with the network', async () => {
    const { catcher: c } = catcher();
    const { redirectUri } = await c.listen();
    expect(redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oauth\/callback$/);
    // A second listen reuses the same listener and address.
    expect(await c.listen()).toEqual({ redirectUri });
    expect(await isListening(portOf(redirectUri))).toBe(true);
  });

  it('uses the fixed port 53682 unless BIZSUITE_OAUTH_PORT says otherwise', () => {
    expect(OAUTH_LOOPBACK_PORT).toBe(53682);
    expect(oauthPortFrom({})).toBe(53682);
    expect(oauthPortFrom({ BIZSUITE_OAUTH_PORT: '41234' })).toBe(41234);
    expect(oauthPortFrom({ BIZSUITE_OAUTH_PORT: 'eighty' })).toBe(53682);
    expect(oauthPortFrom({ BIZSUITE_OAUTH_PORT: '99999' })).toBe(53682);
  });

  it('opens the sign-in page in the browser and hands back the code and state, then stops listening', async () => {
    const { catcher: c, opened } = catcher();
    const { redirectUri } = await c.listen();
    const result = c.wait({ authUrl: authUrl('st-1') });
    await untilOpened(opened);
    expect(opened).toEqual([authUrl('st-1')]);

    const page = await fetch(`${redirectUri}?code=the-code&state=st-1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain(SIGNED_IN_MESSAGE);
    expect(await result).toEqual({ code: 'the-code', state: 'st-1' });
    await closedSoon(portOf(redirectUri));

    // The next sign-in starts a listener again, on the same address.
    const again = await c.listen();
    expect(again.redirectUri).toMatch(/\/oauth\/callback$/);
  });

  it('starts the listener itself when wait comes without listen', async () => {
    const { catcher: c, opened } = catcher({ port: 0 });
    const result = c.wait({ authUrl: authUrl('solo') });
    await untilOpened(opened);
    const { redirectUri } = await c.listen();
    await fetch(`${redirectUri}?code=c2&state=solo`);
    expect(await result).toEqual({ code: 'c2', state: 'solo' });
  });

  it("shows the network's refusal in the browser and hands it to the app", async () => {
    const { catcher: c, opened } = catcher();
    const { redirectUri } = await c.listen();
    const result = c.wait({ authUrl: authUrl('st-2') });
    await untilOpened(opened);
    const page = await fetch(
      `${redirectUri}?error=access_denied&error_description=${encodeURIComponent('The user <b>refused</b> access')}&state=st-2`,
    );
    const html = await page.text();
    expect(html).toContain('The user &lt;b&gt;refused&lt;/b&gt; access');
    expect(html).not.toContain('<b>refused');
    expect(await result).toEqual({ error: 'The user <b>refused</b> access' });
    await closedSoon(portOf(redirectUri));
  });

  it('says the sign-in was cancelled when the network gives only access_denied', async () => {
    const { catcher: c, opened } = catcher();
    const { redirectUri } = await c.listen();
    const result = c.wait({ authUrl: authUrl('st-3') });
    await untilOpened(opened);
    await fetch(`${redirectUri}?error=access_denied&state=st-3`);
    expect(await result).toEqual({ error: CANCELLED_MESSAGE });
  });

  it('ignores a redirect carrying another state (an old tab, a forged link) and keeps waiting', async () => {
    const { catcher: c, opened } = catcher();
    const { redirectUri } = await c.listen();
    const result = c.wait({ authUrl: authUrl('right') });
    await untilOpened(opened);
    const stray = await fetch(`${redirectUri}?code=attacker&state=wrong`);
    expect(stray.status).toBe(400);
    const missing = await fetch(`${redirectUri}?code=attacker`);
    expect(missing.status).toBe(400);
    await fetch(`${redirectUri}?code=real&state=right`);
    expect(await result).toEqual({ code: 'real', state: 'right' });
  });

  it('gives up after the time-out with a message, and closes the listener', async () => {
    const { catcher: c, opened } = catcher({ timeoutMs: 80 });
    const { redirectUri } = await c.listen();
    const result = await c.wait({ authUrl: authUrl() });
    expect(opened).toHaveLength(1);
    expect(result).toEqual({ error: 'The sign-in took too long. Please try again.' });
    expect(TIMED_OUT_MESSAGE).toBe('The sign-in took too long. Please try again.');
    await closedSoon(portOf(redirectUri));
  });

  it('closes a listener nobody waits on after the time-out', async () => {
    const { catcher: c } = catcher({ timeoutMs: 50 });
    const { redirectUri } = await c.listen();
    await closedSoon(portOf(redirectUri));
  });

  it('runs one sign-in at a time: a second wait ends the first with a message', async () => {
    const { catcher: c, opened } = catcher();
    const { redirectUri } = await c.listen();
    const first = c.wait({ authUrl: authUrl('one') });
    await untilOpened(opened);
    const second = c.wait({ authUrl: authUrl('two') });
    expect(await first).toEqual({ error: SUPERSEDED_MESSAGE });
    await untilOpened(opened, 2);
    // The first sign-in's redirect no longer counts.
    expect((await fetch(`${redirectUri}?code=old&state=one`)).status).toBe(400);
    await fetch(`${redirectUri}?code=new&state=two`);
    expect(await second).toEqual({ code: 'new', state: 'two' });
  });

  it('answers 404 to anything but the callback, and to other host names', async () => {
    const { catcher: c } = catcher();
    const { redirectUri } = await c.listen();
    const origin = new URL(redirectUri).origin;
    for (const path of ['/', '/favicon.ico', '/oauth', '/oauth/callback/extra', '/api/Users']) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(404);
    }
    expect((await fetch(`${redirectUri}?code=x&state=y`, { method: 'POST' })).status).toBe(404);
    // A DNS-rebinding page reaches 127.0.0.1 under its own host name.
    const rebound = await rawGet(portOf(redirectUri), '/oauth/callback?code=x&state=y', 'evil.example.com');
    expect(rebound).toMatch(/^HTTP\/1\.1 404/);
    // With nobody waiting the callback says so, and the listener stays for the wait to come.
    const idle = await fetch(`${redirectUri}?code=x&state=y`);
    expect(idle.status).toBe(409);
    expect(await isListening(portOf(redirectUri))).toBe(true);
  });

  it('reports a browser that cannot be opened, and a port another program holds', async () => {
    const broken = createOAuthCatcher({ port: 0, open: browserStandIn('no browser').open });
    catchers.push(broken);
    expect(await broken.wait({ authUrl: authUrl() })).toEqual({
      error: 'The browser could not be opened: no browser',
    });

    const { catcher: holder } = catcher();
    const taken = portOf((await holder.listen()).redirectUri);
    const { catcher: c } = catcher({ port: taken });
    await expect(c.listen()).rejects.toThrow(`port ${taken} on this computer is in use by another program`);
    expect(await c.wait({ authUrl: authUrl() })).toEqual({
      error: expect.stringContaining('in use by another program'),
    });
  });

  it('ends a pending sign-in when the app closes', async () => {
    const { catcher: c, opened } = catcher();
    const { redirectUri } = await c.listen();
    const result = c.wait({ authUrl: authUrl() });
    await untilOpened(opened);
    await c.close();
    expect(await result).toEqual({ error: expect.stringContaining('closing') });
    await closedSoon(portOf(redirectUri));
  });

  it('refuses a sign-in address that is not https (or loopback http) without opening anything', async () => {
    const { catcher: c, opened } = catcher();
    expect(await c.wait({ authUrl: 'javascript:alert(1)' })).toEqual({ error: expect.any(String) });
    expect(opened).toEqual([]);
  });
});

/** A GET with a chosen Host header (fetch always sends the real one). */
function rawGet(port: number, path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}
