import { useEffect, useState } from 'react';
import type { DesktopBridge } from '../../shared/desktop-contract';

/**
 * `window.desktop`, which the preload exposes in the desktop app; undefined in browser mode, where
 * the renderer falls back to web APIs (ARCHITECTURE.md, two ways to run the same renderer). The one
 * place the renderer reads it.
 */
export function desktopBridge(): DesktopBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as Window & { desktop?: DesktopBridge }).desktop;
}

export const isDesktop = (): boolean => desktopBridge() !== undefined;

/**
 * The origin that serves the server's own public assets (card fonts…): the page's own origin in
 * browser mode (''), the embedded or remote server's in the desktop app, whose pages load from the
 * app itself. Null while the desktop app has not said yet.
 */
export function useServerOrigin(): string | null {
  const bridge = desktopBridge();
  const [origin, setOrigin] = useState<string | null>(bridge ? null : '');
  useEffect(() => {
    if (!bridge) return;
    let alive = true;
    void bridge
      .serverGetSettings()
      .then((s) => {
        if (alive) setOrigin(s.origin ?? '');
      })
      .catch(() => {
        if (alive) setOrigin('');
      });
    const off = bridge.on('server:status', (s) => setOrigin(s.origin ?? ''));
    return () => {
      alive = false;
      off();
    };
  }, [bridge]);
  return origin;
}
