import type { Transport } from '../../shared/http/transport';
import { desktopBridge } from '../lib/desktop';
import { fetchTransport, type TokenStore } from './fetch';
import { ipcTransport } from './ipc';

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
