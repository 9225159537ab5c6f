import { accountContract } from '../../shared/account/contract';
import { desktopBridge } from './desktop';
import { api } from './api';
import { queryClient } from './queryClient';
import { sessionAtom } from './session';
import { getAppStore, resetAppStore } from './store';
import { THEME_KEY } from './themeMode';

/**
 * Spec 00 section 4: logout clears the session, local storage and onboarding data and resets all
 * application state. The server revokes the token first (failures are fine: an expired token is
 * already worthless), the desktop vault forgets it, then every cache in the renderer goes.
 */
export async function performLogout(): Promise<void> {
  const signedIn = getAppStore().get(sessionAtom).status === 'signedIn';
  if (signedIn) await api.call(accountContract.logout, { body: undefined }).catch(() => undefined);
  const bridge = desktopBridge();
  if (bridge) await bridge.sessionSignOut().catch(() => undefined);
  clearBrowserStorage();
  queryClient.clear();
  resetAppStore();
}

/** Local storage goes entirely (role, onboarding progress, …) except the device's theme choice. */
function clearBrowserStorage(): void {
  const theme = localStorage.getItem(THEME_KEY);
  sessionStorage.clear();
  localStorage.clear();
  if (theme) localStorage.setItem(THEME_KEY, theme);
}
