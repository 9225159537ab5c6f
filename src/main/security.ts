/**
 * Window security rules (ARCHITECTURE.md, Desktop): what the renderer may load, where it may
 * navigate, which links leave the app. Plain functions; the Electron objects are passed in.
 */

/**
 * The renderer is served from this privileged custom scheme rather than file:// (Electron security
 * checklist: a file:// page can read any local file and has an opaque origin).
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'bizsuite';
export const APP_BASE_URL = `${APP_SCHEME}://${APP_HOST}`;

/**
 * Same scheme, host and port. Compared by parts because the WHATWG URL gives custom schemes the
 * origin "null", which would make every app:// URL look alike.
 */
export function isAppUrl(url: string, appBase: string): boolean {
  const target = parse(url);
  const base = parse(appBase);
  return !!target && !!base && target.protocol === base.protocol && target.host === base.host;
}

/** Links the system browser may open: http(s) only, and no `user:pass@` (a phishing disguise). */
export function isAllowedExternalUrl(url: string): boolean {
  const target = parse(url);
  if (!target) return false;
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  return !target.username && !target.password && !!target.hostname;
}

/** Opens a link in the system browser when the rule allows it; says whether it did. */
export async function openExternalUrl(url: string, open: (url: string) => Promise<void>): Promise<boolean> {
  if (!isAllowedExternalUrl(url)) return false;
  await open(url);
  return true;
}

export type NavigationDecision = 'allow' | 'deny' | 'external';

/**
 * In-window navigation: only within the app itself (client-side routes, reload). An http(s) link
 * that would take the window away opens in the browser instead; anything else is refused.
 */
export function decideNavigation(url: string, appBase: string): NavigationDecision {
  if (isAppUrl(url, appBase)) return 'allow';
  return isAllowedExternalUrl(url) ? 'external' : 'deny';
}

/** The parts of WebContents the guards use. */
export interface GuardedContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: NavigationEvent, url?: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' }): void;
}

export interface NavigationEvent {
  url?: string;
  preventDefault(): void;
}

/**
 * Denies navigation away from the app, every `window.open` (new windows would escape these
 * guards), and `<webview>`; http(s) targets go to the system browser through `openExternal`.
 */
export function guardContents(
  contents: GuardedContents,
  appBase: string,
  openExternal: (url: string) => Promise<void>,
  log: (message: string) => void = () => {},
): void {
  const leave = (url: string) =>
    void openExternalUrl(url, openExternal).catch((err: unknown) =>
      log(`Could not open ${url}: ${String(err)}`),
    );

  const onNavigate = (event: NavigationEvent, legacyUrl?: string) => {
    const url = event.url ?? legacyUrl ?? '';
    const decision = decideNavigation(url, appBase);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') leave(url);
    else log(`Blocked navigation to ${url}`);
  };
  contents.on('will-navigate', onNavigate);
  contents.on('will-redirect', onNavigate);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (decideNavigation(url, appBase) !== 'deny' && isAllowedExternalUrl(url)) leave(url);
    return { action: 'deny' };
  });
}

/** Permissions a page may ask for (camera, geolocation, notifications … are never needed). */
export function isPermissionAllowed(permission: string): boolean {
  return permission === 'clipboard-sanitized-write' || permission === 'fullscreen';
}

export interface CspOptions {
  /** The API server's origin: images and fonts the server stores are shown from it. */
  serverOrigin?: string | null;
  /** The Vite dev server needs inline scripts (React refresh) and its websocket. */
  dev?: boolean;
}

/**
 * The renderer's Content-Security-Policy. No inline or remote scripts; styles may be inline because
 * antd writes its CSS-in-JS into <style> tags; API traffic goes over IPC, so `connect-src` stays
 * on the app itself.
 */
export function contentSecurityPolicy({ serverOrigin, dev = false }: CspOptions = {}): string {
  const server = serverOrigin ? ` ${serverOrigin}` : '';
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': dev ? "'self' 'unsafe-inline'" : "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': `'self' data: blob: https:${server}`,
    'media-src': `'self' blob: https:${server}`,
    // Master fonts (Admin → Fonts) are files the server stores, previewed in the font list and editors.
    'font-src': `'self' data:${server}`,
    'connect-src': dev ? "'self' ws: http://localhost:*" : "'self'",
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'frame-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'none'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
