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
