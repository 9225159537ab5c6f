/**
 * Issue 10, desktop transport: the session token and updates travel only over TLS. Plain http is
 * allowed for this computer alone (the embedded server, a server started by hand on loopback),
 * where nothing crosses a network.
 */
export const INSECURE_URL_MESSAGE =
  'Use an https:// address (http:// is allowed only for this computer: localhost or 127.0.0.1)';

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** https anywhere, or http on a loopback address; nothing else. */
export function isSecureServerUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return true;
  return parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname);
}
