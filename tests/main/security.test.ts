import path from 'node:path';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { resolveAppFile } from '../../src/main/app-protocol';
import {
  APP_BASE_URL,
  contentSecurityPolicy,
  decideNavigation,
  guardContents,
  isAllowedExternalUrl,
  isPermissionAllowed,
  openExternalUrl,
  type GuardedContents,
  type NavigationEvent,
} from '../../src/main/security';

describe('external links', () => {
  it('opens only http(s) links in the system browser', async () => {
    const opened: string[] = [];
    const open = async (url: string) => void opened.push(url);
    const allowed = ['https://example.com/pricing', 'http://example.com/a?b=c#d'];
    const refused = [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://share/x',
      'ms-settings:privacy',
      'data:text/html,<script>1</script>',
      'https://user:pass@bank.example.com/',
      'not a url',
      '',
      'app://bizsuite/index.html',
    ];
    for (const url of allowed) expect(await openExternalUrl(url, open)).toBe(true);
    for (const url of refused) expect(await openExternalUrl(url, open)).toBe(false);
    expect(opened).toEqual(allowed);
    expect(isAllowedExternalUrl('HTTPS://EXAMPLE.COM')).toBe(true);
  });
});

describe('navigation', () => {
  it('stays in the app, sends web links to the browser, refuses the rest', () => {
    expect(decideNavigation(`${APP_BASE_URL}/index.html#/users`, APP_BASE_URL)).toBe('allow');
    expect(decideNavigation('app://bizsuite/users/12', APP_BASE_URL)).toBe('allow');
    expect(decideNavigation('https://example.com/', APP_BASE_URL)).toBe('external');
    expect(decideNavigation('file:///C:/Windows/system32', APP_BASE_URL)).toBe('deny');
    expect(decideNavigation('app://evil/index.html', APP_BASE_URL)).toBe('deny');
    expect(decideNavigation('chrome://settings', APP_BASE_URL)).toBe('deny');
  });

  it('guards a web contents: navigation away prevented, window.open denied, webviews refused', async () => {
    const contents = new EventEmitter() as EventEmitter &
      GuardedContents & { openHandler?: (d: { url: string }) => unknown };
    contents.setWindowOpenHandler = (handler) => {
      contents.openHandler = handler;
    };
    const opened: string[] = [];
    guardContents(contents, APP_BASE_URL, async (url) => void opened.push(url));

    const navigate = (url: string, event = 'will-navigate') => {
      let prevented = false;
      const e: NavigationEvent = { url, preventDefault: () => (prevented = true) };
      contents.emit(event, e, url);
      return prevented;
    };
    expect(navigate(`${APP_BASE_URL}/index.html#/login`)).toBe(false);
    expect(navigate('https://evil.example.com/phish')).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate('http://example.com/redirected', 'will-redirect')).toBe(true);

    expect(contents.openHandler?.({ url: 'https://docs.example.com/help' })).toEqual({ action: 'deny' });
    expect(contents.openHandler?.({ url: `${APP_BASE_URL}/index.html` })).toEqual({ action: 'deny' });
    expect(contents.openHandler?.({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });

    let webviewPrevented = false;
    contents.emit('will-attach-webview', { preventDefault: () => (webviewPrevented = true) });
    expect(webviewPrevented).toBe(true);

    await new Promise((r) => setTimeout(r, 0));
    expect(opened).toEqual([
      'https://evil.example.com/phish',
      'http://example.com/redirected',
      'https://docs.example.com/help',
    ]);
  });

  it('grants no device permissions', () => {
    for (const p of ['media', 'geolocation', 'notifications', 'openExternal', 'hid', 'serial']) {
      expect(isPermissionAllowed(p)).toBe(false);
    }
    expect(isPermissionAllowed('clipboard-sanitized-write')).toBe(true);
  });
});

describe('content security policy', () => {
  it('allows no inline or remote scripts in a build, and lets images and fonts come from the server', () => {
    const csp = contentSecurityPolicy({ serverOrigin: 'http://127.0.0.1:43123' });
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:43123/);
    expect(csp).toMatch(/font-src [^;]*http:\/\/127\.0\.0\.1:43123/);
    expect(csp).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ dev: true })).toContain("script-src 'self' 'unsafe-inline'");
  });
});

describe('app:// protocol', () => {
  const root = path.resolve('/opt/bizsuite/renderer');
  const files = new Set([path.join(root, 'index.html'), path.join(root, 'assets', 'main.js')]);
  const exists = (file: string) => files.has(file);

  it('serves files of the built renderer, and index.html for client-side routes', () => {
    expect(resolveAppFile(root, 'app://bizsuite/assets/main.js', exists)).toBe(
      path.join(root, 'assets', 'main.js'),
    );
    expect(resolveAppFile(root, 'app://bizsuite/', exists)).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://bizsuite/users/12', exists)).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://bizsuite/assets/missing.js', exists)).toBeNull();
  });

  it('never leaves the renderer folder', () => {
    for (const url of [
      'app://bizsuite/../../etc/passwd',
      'app://bizsuite/%2e%2e/%2e%2e/etc/passwd',
      'app://bizsuite/assets/..%2f..%2f..%2fsecret.txt',
      'app://bizsuite/..%5c..%5csecret.txt',
      'app://bizsuite/%00.js',
      'app://elsewhere/index.html',
    ]) {
      const file = resolveAppFile(root, url, () => true);
      expect(file === null || file.startsWith(root + path.sep), url).toBe(true);
    }
    expect(resolveAppFile(root, 'app://elsewhere/index.html', exists)).toBeNull();
    expect(resolveAppFile(root, 'app://bizsuite/%E0%A4%A.js', exists)).toBeNull();
  });
});
