import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { EmbeddedStatus } from '../../src/main/embedded-server';
import { menuTemplate } from '../../src/main/menu';
import { createServerSelection } from '../../src/main/server-selection';
import { createSettings } from '../../src/main/settings';
import { memoryStore } from './stand-ins';
import { startUpdates, type UpdaterLike } from '../../src/main/updater';
import { restoreWindowState, trackWindowState, type Rect } from '../../src/main/window-state';

describe('settings', () => {
  it('defaults to the embedded server and keeps a remote URL, refusing what does not parse', () => {
    const store = memoryStore();
    const settings = createSettings(store, {});
    expect(settings.server()).toEqual({ mode: 'embedded' });
    settings.setServer({ mode: 'remote', url: 'https://crm.example.com/' });
    expect(settings.server()).toEqual({ mode: 'remote', url: 'https://crm.example.com/' });
    expect(() => settings.setServer({ mode: 'remote', url: 'ftp://x.example.com' })).toThrow();

    store.set('server', { mode: 'remote', url: 'javascript:alert(1)' });
    expect(settings.server()).toEqual({ mode: 'embedded' });
    expect(createSettings(memoryStore(), { BIZSUITE_SERVER_URL: 'https://10.0.0.5:8443' }).server()).toEqual({
      mode: 'remote',
      url: 'https://10.0.0.5:8443',
    });
  });

  it('refuses a plain http:// server on another machine, with a message that says what to use', () => {
    const settings = createSettings(memoryStore(), {});
    expect(() => settings.setServer({ mode: 'remote', url: 'http://crm.example.com' })).toThrow(
      'Use an https:// address (http:// is allowed only for this computer: localhost or 127.0.0.1)',
    );
    for (const url of ['http://127.0.0.1:8080', 'http://localhost:3000/', 'http://[::1]:8080']) {
      settings.setServer({ mode: 'remote', url });
      expect(settings.server()).toEqual({ mode: 'remote', url });
    }
    // The environment cannot sneak one in either: the stored choice stands.
    expect(createSettings(memoryStore(), { BIZSUITE_SERVER_URL: 'http://10.0.0.5:8080' }).server()).toEqual({
      mode: 'embedded',
    });
  });

  it('reads the update feed from settings, else UPDATE_FEED_URL', () => {
    const settings = createSettings(memoryStore(), {
      UPDATE_FEED_URL: 'https://updates.example.com/bizsuite',
    });
    expect(settings.updateFeedUrl()).toBe('https://updates.example.com/bizsuite');
    settings.setUpdateFeedUrl('https://mirror.example.com/');
    expect(settings.updateFeedUrl()).toBe('https://mirror.example.com/');
    expect(createSettings(memoryStore(), {}).updateFeedUrl()).toBeUndefined();
  });

  it('remembers the window state and ignores a damaged one', () => {
    const store = memoryStore();
    const settings = createSettings(store, {});
    settings.setWindowState({ x: 10, y: 20, width: 1400, height: 900, maximized: true });
    expect(settings.windowState()).toEqual({ x: 10, y: 20, width: 1400, height: 900, maximized: true });
    store.set('window', { width: 'wide' });
    expect(settings.windowState()).toBeUndefined();
  });
});

describe('window state', () => {
  const laptop: Rect = { x: 0, y: 0, width: 1920, height: 1050 };
  const external: Rect = { x: 1920, y: 0, width: 2560, height: 1400 };

  it('reopens where it was when that place is still on a screen', () => {
    const saved = { x: 2000, y: 100, width: 1500, height: 1000, maximized: false };
    expect(restoreWindowState(saved, [laptop, external])).toEqual(saved);
  });

  it('falls back to a centred window when the monitor it was on is gone, and never larger than the screen', () => {
    const saved = { x: 2000, y: 100, width: 2400, height: 1300, maximized: true };
    expect(restoreWindowState(saved, [laptop])).toEqual({ width: 1920, height: 1050, maximized: true });
    expect(restoreWindowState(undefined, [laptop])).toEqual({ width: 1280, height: 820, maximized: false });
  });

  it('saves normal bounds as they change (debounced) and on close, but not while minimized', async () => {
    const win = Object.assign(new EventEmitter(), {
      bounds: { x: 5, y: 6, width: 1300, height: 850 },
      maximized: false,
      minimized: false,
      getNormalBounds() {
        return this.bounds;
      },
      isMaximized() {
        return this.maximized;
      },
      isMinimized() {
        return this.minimized;
      },
    });
    const saved: unknown[] = [];
    trackWindowState(win, (s) => saved.push(s), 10);
    win.emit('resize');
    win.emit('move');
    await new Promise((r) => setTimeout(r, 30));
    expect(saved).toEqual([{ x: 5, y: 6, width: 1300, height: 850, maximized: false }]);
    win.minimized = true;
    win.emit('close');
    expect(saved).toHaveLength(1);
    win.minimized = false;
    win.maximized = true;
    win.emit('close');
    expect(saved.at(-1)).toEqual({ x: 5, y: 6, width: 1300, height: 850, maximized: true });
  });
});

describe('application menu', () => {
  it('has the usual roles, and Help opens the server log', () => {
    let opened = 0;
    const template = menuTemplate({
      platform: 'linux',
      appName: 'BizSuite',
      isDev: false,
      openServerLog: () => (opened += 1),
      openLogFolder: () => {},
    });
    const roles = JSON.stringify(template);
    for (const role of [
      'undo',
      'redo',
      'cut',
      'copy',
      'paste',
      'selectAll',
      'quit',
      'zoomIn',
      'togglefullscreen',
    ]) {
      expect(roles).toContain(`"role":"${role}"`);
    }
    expect(roles).not.toContain('toggleDevTools');
    const help = template.find((m) => m.role === 'help')!;
    const item = (help.submenu as { label?: string; click?: () => void }[]).find(
      (i) => i.label === 'Open Server Log',
    )!;
    item.click!();
    expect(opened).toBe(1);
    expect(
      menuTemplate({
        platform: 'darwin',
        appName: 'BizSuite',
        isDev: true,
        openServerLog() {},
        openLogFolder() {},
      })[0].label,
    ).toBe('BizSuite');
  });
});

describe('updates', () => {
  function updaterStandIn(check: () => Promise<unknown> = async () => null) {
    const feeds: unknown[] = [];
    let installs = 0;
    const emitter = new EventEmitter();
    const updater = Object.assign(emitter, {
      autoDownload: false,
      autoInstallOnAppQuit: false,
      setFeedURL: (o: unknown) => void feeds.push(o),
      checkForUpdates: check,
      quitAndInstall: () => void (installs += 1),
    }) as unknown as UpdaterLike & EventEmitter;
    return { updater, feeds, installs: () => installs };
  }

  it('does nothing unless packaged with a feed', async () => {
    let loaded = 0;
    const load = async () => {
      loaded += 1;
      return updaterStandIn().updater;
    };
    const base = { notifyReady: () => {}, log: () => {}, loadUpdater: load };
    await startUpdates({ ...base, isPackaged: false, feedUrl: 'https://u.example.com' });
    await startUpdates({ ...base, isPackaged: true, feedUrl: undefined });
    expect(loaded).toBe(0);
  });

  it('refuses an update feed over plain http from another machine', async () => {
    const logs: string[] = [];
    let loaded = 0;
    const loadUpdater = async () => {
      loaded += 1;
      return updaterStandIn().updater;
    };
    await startUpdates({
      isPackaged: true,
      feedUrl: 'http://updates.example.com/bizsuite',
      loadUpdater,
      notifyReady: () => {},
      log: (m) => logs.push(m),
    });
    expect(loaded).toBe(0);
    expect(logs).toEqual([
      'Updates are off: the update feed must be an https:// address, not http://updates.example.com/bizsuite',
    ]);
  });

  it('uses the generic feed, offers "Restart to update" once downloaded, and only logs failures', async () => {
    const logs: string[] = [];
    const ready: string[] = [];
    const { updater, feeds, installs } = updaterStandIn(async () => {
      throw new Error('getaddrinfo ENOTFOUND updates.example.com');
    });
    const updates = await startUpdates({
      isPackaged: true,
      feedUrl: 'https://updates.example.com/bizsuite',
      loadUpdater: async () => updater,
      notifyReady: (v) => ready.push(v),
      log: (m) => logs.push(m),
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(feeds).toEqual([{ provider: 'generic', url: 'https://updates.example.com/bizsuite' }]);
    expect(logs.join('\n')).toContain('ENOTFOUND');

    updates.restart();
    expect(installs()).toBe(0);
    (updater as unknown as EventEmitter).emit('error', new Error('sha512 checksum mismatch'));
    (updater as unknown as EventEmitter).emit('update-downloaded', { version: '1.2.0' });
    expect(ready).toEqual(['1.2.0']);
    updates.restart();
    expect(installs()).toBe(1);
    expect(logs.join('\n')).toContain('checksum mismatch');
    updates.stop();
  });
});

describe('server selection', () => {
  function embeddedStandIn() {
    let status: EmbeddedStatus = { state: 'stopped', origin: null, restarts: 0 };
    const calls: string[] = [];
    return {
      calls,
      embedded: {
        get status() {
          return status;
        },
        async start() {
          calls.push('start');
          status = { state: 'ready', origin: 'http://127.0.0.1:41000', restarts: 0 };
          return status.origin!;
        },
        async stop() {
          calls.push('stop');
          status = { state: 'stopped', origin: null, restarts: 0 };
        },
        whenReady: async () => status.origin,
      },
    };
  }

  it('routes to the embedded server by a stable id, or to the remote URL; switching stops the embedded one', async () => {
    const { embedded, calls } = embeddedStandIn();
    const servers = createServerSelection({ settings: createSettings(memoryStore(), {}), embedded });
    expect(await servers.resolve()).toEqual({ id: 'embedded', origin: 'http://127.0.0.1:41000' });
    expect(servers.status()).toMatchObject({ state: 'ready', origin: 'http://127.0.0.1:41000' });

    const remote = await servers.apply({ mode: 'remote', url: 'https://crm.example.com/biz/' });
    expect(remote).toEqual({
      settings: { mode: 'remote', url: 'https://crm.example.com/biz/' },
      origin: 'https://crm.example.com/biz',
      state: 'remote',
    });
    expect(await servers.resolve()).toEqual({
      id: 'https://crm.example.com/biz',
      origin: 'https://crm.example.com/biz',
    });
    expect(calls).toEqual(['start', 'stop']);
  });
});
