import type { DesktopBridge } from '../shared/desktop-contract';
import {
  bridgeName,
  desktopChannels,
  desktopEventNames,
  type DesktopEventName,
} from '../shared/desktop-channels';

/** What the bridge needs of ipcRenderer; passed in so the shape is tested without Electron. */
export interface RendererIpc {
  invoke(channel: string, payload?: unknown): Promise<unknown>;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): void;
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): void;
}

/**
 * `window.desktop`: one named function per channel of the contract, and `on()` for the contract's
 * event names only. ipcRenderer itself never reaches the page, and the page's listener never sees
 * the IPC event object (it carries `sender`).
 */
export function buildBridge(ipc: RendererIpc, platform: string): DesktopBridge {
  const bridge: Record<string, unknown> = { platform };
  for (const channel of desktopChannels) {
    // Exactly one argument travels: extra arguments from the page are dropped here.
    bridge[bridgeName(channel)] = (payload?: unknown) => ipc.invoke(channel, payload);
  }
  bridge.on = (event: DesktopEventName, listener: (payload: unknown) => void) => {
    if (!(desktopEventNames as readonly string[]).includes(event))
      throw new Error(`Unknown desktop event ${String(event)}`);
    if (typeof listener !== 'function') throw new Error('on() needs a listener function');
    const wrapped = (_event: unknown, payload: unknown) => listener(payload);
    ipc.on(event, wrapped);
    return () => ipc.removeListener(event, wrapped);
  };
  return Object.freeze(bridge) as unknown as DesktopBridge;
}
