import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_HOST } from './security';

/**
 * The file of the built renderer an app:// URL names, or null when it would leave the renderer
 * folder (`..`, encoded separators) or names another host. Unknown paths fall back to index.html so
 * that client-side routes survive a reload.
 */
export function resolveAppFile(
  rendererDir: string,
  url: string,
  exists: (file: string) => boolean,
): string | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (target.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(target.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, `.${path.posix.normalize(pathname)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  if (file !== root && exists(file)) return file;
  // A route such as /users/12 (no file extension): the single-page app handles it.
  return path.extname(pathname) ? null : path.join(root, 'index.html');
}

/** What `protocol.handle` and `net.fetch` look like to the handler below. */
export interface ProtocolLike {
  handle(scheme: string, handler: (request: Request) => Promise<Response> | Response): void;
}

/**
 * Serves the built renderer on app:// with the CSP header on every answer (a <meta> CSP cannot set
 * frame-ancestors and is easy to lose in a build).
 */
export function serveAppProtocol(options: {
  protocol: ProtocolLike;
  scheme: string;
  rendererDir: string;
  fetchFile: (fileUrl: string) => Promise<Response>;
  exists: (file: string) => boolean;
  csp: () => string;
}): void {
  options.protocol.handle(options.scheme, async (request) => {
    const file = resolveAppFile(options.rendererDir, request.url, options.exists);
    if (!file) return new Response('Not found', { status: 404 });
    const answer = await options.fetchFile(pathToFileURL(file).toString());
    const headers = new Headers(answer.headers);
    headers.set('Content-Security-Policy', options.csp());
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(answer.body, { status: answer.status, headers });
  });
}
