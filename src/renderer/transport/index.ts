import type { DesktopBridge } from '../../shared/desktop-contract';
import type { Transport } from '../../shared/http/transport';
import { fetchTransport, type TokenStore } from './fetch';
import { ipcTransport } from './ipc';

/** `window.desktop`, exposed by the preload in the desktop app; absent in browser mode. */
export function desktopBridge(): DesktopBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as Window & { desktop?: DesktopBridge }).desktop;
}

export const isDesktop = (): boolean => desktopBridge() !== undefined;

const TOKEN_KEY = 'token';

/** Browser mode keeps the token for the life of the tab ("the tab session"). */
export const sessionTokenStore: TokenStore = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

/** IPC to the desktop gateway when running in the app, same-origin fetch otherwise. */
export function createTransport(): Transport {
  const bridge = desktopBridge();
  return bridge ? ipcTransport(bridge) : fetchTransport({ tokens: sessionTokenStore });
}
