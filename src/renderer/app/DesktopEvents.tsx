import { useEffect } from 'react';
import { connectivityAtom, updateReadyAtom } from '../lib/connectivity';
import { getAppStore } from '../lib/store';
import { desktopBridge } from '../lib/desktop';

/**
 * Listens to the desktop main process: the gateway's connectivity (offline banner with the time of
 * the data) and a downloaded update (Restart to update). Nothing in browser mode.
 */
export function DesktopEvents() {
  useEffect(() => {
    const bridge = desktopBridge();
    if (!bridge) return;
    const offs = [
      bridge.on('connectivity', ({ online, cachedAt }) =>
        getAppStore().set(connectivityAtom, online ? { online: true } : { online: false, cachedAt }),
      ),
      bridge.on('updates:ready', ({ version }) => getAppStore().set(updateReadyAtom, { version })),
    ];
    return () => offs.forEach((off) => off());
  }, []);
  return null;
}
