import { isLoopbackHost } from '../secure-url';

/**
 * Whether an address may be handed to a network or fetched for one (issue 13: CSV media_url with a
 * private address refused; Meta and Google fetch media by URL, so a loopback or private
 * PUBLIC_BASE_URL cannot work). This reads the address as written; a server that fetches it must
 * still check where the name resolves (DNS can point a public name at a private address).
 */

const ipv4 = (host: string): number[] | null => {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  const parts = m?.slice(1).map(Number);
  return parts && parts.every((p) => p <= 255) ? parts : null;
};

/** 0/8, 10/8, 100.64/10 (carrier NAT), 127/8, 169.254/16 (link-local), 172.16/12, 192.168/16, 224/3. */
function isPrivateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

/** ::, ::1, fc00::/7 (unique local), fe80::/10 (link-local), ff00::/8, and IPv4 written inside IPv6. */
function isPrivateIpv6(host: string): boolean {
  if (host === '::' || host === '::1') return true;
  if (/^(fc|fd)/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('ff')) return true;
  // ::ffff:10.0.0.1 reaches the URL parser as ::ffff:a00:1; either way it is an IPv4 address.
  const mapped = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) {
    const hi = parseInt(mapped[1], 16);
    const lo = parseInt(mapped[2], 16);
    return isPrivateIpv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  }
  const dotted = /^::(?:ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(host);
  const v4 = dotted ? ipv4(dotted[1]) : null;
  return !!v4 && isPrivateIpv4(v4);
}

/**
 * A host that names this computer or a private network: loopback, private and link-local ranges,
 * `localhost`, and names that only a local network resolves (`.local`, `.internal`, `.lan`,
 * `.home.arpa`, a name without a dot).
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (!host || isLoopbackHost(host)) return true;
  if (host.includes(':')) return isPrivateIpv6(host);
  const v4 = ipv4(host);
  if (v4) return isPrivateIpv4(v4);
  return !host.includes('.') || /\.(local|internal|lan|localdomain|home\.arpa|intranet|corp)$/.test(host);
}

/** Why an address cannot be used for media a network fetches, or null when it can. */
export function publicUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Give a full address starting with http:// or https://';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'Give a full address starting with http:// or https://';
  if (url.username || url.password) return 'The address may not carry a user name or password';
  // The URL parser has already turned 0x7f.1 and 2130706433 into 127.0.0.1.
  if (isPrivateHost(url.hostname))
    return 'The address must be reachable from the internet, not a private or local one';
  return null;
}

export const isPublicHttpUrl = (value: string) => publicUrlProblem(value) === null;
