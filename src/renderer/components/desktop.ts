import type { DesktopBridge } from '../../shared/desktop-contract';

/** `window.desktop` in the desktop app; undefined in browser mode, where the kit falls back to web APIs. */
export function desktopBridge(): DesktopBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as Window & { desktop?: DesktopBridge }).desktop;
}
