import { describe, expect, it } from 'vitest';
import {
  handle,
  isTrustedSender,
  registerHandlers,
  type IpcHandlers,
  type IpcMainLike,
  type InvokeEvent,
  type SenderFrame,
} from '../../src/main/ipc';
import { APP_BASE_URL } from '../../src/main/security';
import { desktopChannels } from '../../src/shared/desktop-contract';

/** ipcMain as far as the wrapper is concerned: handlers by channel, invoked like Electron would. */
function ipcMainStandIn() {
  const handlers = new Map<string, (event: InvokeEvent, ...args: unknown[]) => unknown>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => void handlers.set(channel, listener),
    removeHandler: (channel) => void handlers.delete(channel),
  };
  const invoke = async (channel: string, event: InvokeEvent, ...args: unknown[]) => {
    const listener = handlers.get(channel);
    if (!listener) throw new Error(`No handler for ${channel}`);
    return listener(event, ...args);
  };
  return { ipcMain, handlers, invoke };
}

const WINDOW_ID = 7;
function eventFrom(
  url: string,
  options: { subframe?: boolean; webContentsId?: number; gone?: boolean } = {},
): InvokeEvent {
  const mainFrame: SenderFrame = { url, parent: null };
  const frame: SenderFrame = options.subframe ? { url, parent: mainFrame } : mainFrame;
  return {
    senderFrame: options.gone ? null : frame,
    sender: { id: options.webContentsId ?? WINDOW_ID, mainFrame },
  };
}
const trusted = (event: InvokeEvent) => isTrustedSender(event, APP_BASE_URL, (id) => id === WINDOW_ID);
const appPage = `${APP_BASE_URL}/index.html#/posts`;

describe('IPC handle() wrapper', () => {
  it('passes a valid payload from the app window to the handler, parsed', async () => {
    const { ipcMain, invoke } = ipcMainStandIn();
    const seen: unknown[] = [];
    handle(ipcMain, 'outbox:dismissConflict', (payload) => void seen.push(payload), trusted);
    await invoke('outbox:dismissConflict', eventFrom(appPage), { id: 3 });
    expect(seen).toEqual([{ id: 3 }]);
  });

  it('rejects payloads that do not match the channel schema, before the handler runs', async () => {
    const { ipcMain, invoke } = ipcMainStandIn();
    let calls = 0;
    handle(
      ipcMain,
      'api:request',
      () => {
        calls += 1;
        return { status: 200, body: null };
      },
      trusted,
    );
    const bad = [
      undefined,
      { method: 'GET', url: 'https://evil.example.com/api/Users' },
      { method: 'TRACE', url: '/api/Users' },
      { method: 'GET', url: '/api/'.padEnd(9000, 'x') },
      'GET /api/Users',
    ];
    for (const payload of bad) {
      await expect(invoke('api:request', eventFrom(appPage), payload)).rejects.toThrow(/invalid payload/);
    }
    handle(ipcMain, 'outbox:dismissConflict', () => void (calls += 1), trusted);
    await expect(invoke('outbox:dismissConflict', eventFrom(appPage), { id: 'one' })).rejects.toThrow(
      /invalid payload/,
    );
    handle(
      ipcMain,
      'dialog:saveFile',
      () => {
        calls += 1;
        return { cancelled: true as const };
      },
      trusted,
    );
    const notBytes = { suggestedName: 'report.pdf', bytes: [37, 80, 68, 70] };
    await expect(invoke('dialog:saveFile', eventFrom(appPage), notBytes)).rejects.toThrow(/invalid payload/);
    await expect(
      invoke('api:request', eventFrom(appPage), { method: 'GET', url: '/api/x' }, 'extra'),
    ).rejects.toThrow(/at most one argument/);
    expect(calls).toBe(0);
  });

  it('refuses senders that are not the app: other origins, subframes, other windows, destroyed frames', async () => {
    const { ipcMain, invoke } = ipcMainStandIn();
    let calls = 0;
    handle(
      ipcMain,
      'session:get',
      () => {
        calls += 1;
        return { signedIn: false, serverOrigin: 'embedded', vault: 'memory' as const };
      },
      trusted,
    );
    const refused = [
      eventFrom('https://evil.example.com/'),
      eventFrom('file:///etc/passwd'),
      eventFrom('app://other-host/index.html'),
      eventFrom(appPage, { subframe: true }),
      eventFrom(appPage, { webContentsId: 99 }),
      eventFrom(appPage, { gone: true }),
    ];
    for (const event of refused) await expect(invoke('session:get', event)).rejects.toThrow(/refused/);
    expect(calls).toBe(0);
    await expect(invoke('session:get', eventFrom(appPage))).resolves.toMatchObject({ signedIn: false });
  });

  it('accepts the Vite dev server origin when that is the app base, and nothing else on localhost', () => {
    const dev = 'http://localhost:5173';
    const ok = (url: string) => isTrustedSender(eventFrom(url), dev, () => true);
    expect(ok('http://localhost:5173/index.html')).toBe(true);
    expect(ok('http://localhost:5174/')).toBe(false);
    expect(ok('https://localhost:5173/')).toBe(false);
  });

  it('registers every channel of the contract, and removes them all', () => {
    const { ipcMain, handlers } = ipcMainStandIn();
    const noop = (() => undefined) as never;
    const map = Object.fromEntries(desktopChannels.map((c) => [c, noop])) as unknown as IpcHandlers;
    const remove = registerHandlers(ipcMain, map, trusted);
    expect([...handlers.keys()].sort()).toEqual([...desktopChannels].sort());
    remove();
    expect(handlers.size).toBe(0);
  });
});
