import { describe, expect, it } from 'vitest';
import { buildBridge, type RendererIpc } from '../../src/preload/bridge';
import { ipcTransport } from '../../src/renderer/transport/ipc';
import { bridgeName, desktopChannels } from '../../src/shared/desktop-contract';

function ipcRendererStandIn() {
  const invoked: { channel: string; payload: unknown }[] = [];
  const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>();
  const ipc: RendererIpc = {
    invoke: async (channel, payload) => {
      invoked.push({ channel, payload });
      return { status: 200, body: { success: true, data: channel } };
    },
    on: (channel, listener) =>
      void (listeners.get(channel) ?? listeners.set(channel, new Set()).get(channel)!).add(listener),
    removeListener: (channel, listener) => void listeners.get(channel)?.delete(listener),
  };
  const emit = (channel: string, payload: unknown) =>
    listeners.get(channel)?.forEach((l) => l({ sender: 'the IPC event must not reach the page' }, payload));
  return { ipc, invoked, emit, listeners };
}

describe('window.desktop (preload bridge)', () => {
  it('exposes one named function per channel of the contract, and nothing else', async () => {
    const { ipc, invoked } = ipcRendererStandIn();
    const bridge = buildBridge(ipc, 'linux');
    expect(Object.keys(bridge).sort()).toEqual([...desktopChannels.map(bridgeName), 'on', 'platform'].sort());
    expect(bridge.platform).toBe('linux');
    expect(Object.isFrozen(bridge)).toBe(true);
    expect('invoke' in bridge || 'send' in bridge || 'ipcRenderer' in bridge).toBe(false);

    await bridge.outboxDismissConflict({ id: 4 });
    await bridge.sessionGet();
    // Extra arguments from the page never travel.
    await (bridge.shellOpenExternal as (...a: unknown[]) => Promise<void>)(
      { url: 'https://example.com' },
      'extra',
    );
    expect(invoked).toEqual([
      { channel: 'outbox:dismissConflict', payload: { id: 4 } },
      { channel: 'session:get', payload: undefined },
      { channel: 'shell:openExternal', payload: { url: 'https://example.com' } },
    ]);
  });

  it('lets the page listen to the contract events only, without the IPC event object, and unsubscribe', () => {
    const { ipc, emit, listeners } = ipcRendererStandIn();
    const bridge = buildBridge(ipc, 'win32');
    const got: unknown[][] = [];
    const off = bridge.on('connectivity', (...args) => got.push(args));
    emit('connectivity', { online: false, cachedAt: '2025-01-01T00:00:00.000Z' });
    expect(got).toEqual([[{ online: false, cachedAt: '2025-01-01T00:00:00.000Z' }]]);
    off();
    emit('connectivity', { online: true });
    expect(got).toHaveLength(1);
    expect(listeners.get('connectivity')?.size).toBe(0);

    const on = bridge.on as (event: string, cb: () => void) => () => void;
    expect(() => on('api:request', () => {})).toThrow(/Unknown desktop event/);
    expect(() => on('ELECTRON_BROWSER_REQUIRE', () => {})).toThrow(/Unknown desktop event/);
  });
});

describe('renderer IPC transport', () => {
  it('sends each API request to the gateway through apiRequest', async () => {
    const { ipc, invoked } = ipcRendererStandIn();
    const transport = ipcTransport(buildBridge(ipc, 'linux'));
    const answer = await transport.request({
      method: 'POST',
      url: '/api/Account/Login',
      body: { login: 'a' },
      endpoint: 'account.login',
    });
    expect(answer.status).toBe(200);
    expect(invoked).toEqual([
      {
        channel: 'api:request',
        payload: {
          method: 'POST',
          url: '/api/Account/Login',
          body: { login: 'a' },
          idempotencyKey: undefined,
          endpoint: 'account.login',
        },
      },
    ]);
  });
});
