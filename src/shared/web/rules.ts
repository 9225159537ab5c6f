import type { TrafficSource } from './schemas';

/**
 * Where a website visit came from (issue 24, Analytics): direct, search, each social network, other.
 * `utm_source` (what a link's author wrote) wins over the referrer (what the browser sent).
 */

/** Social networks by host (the host or any subdomain of it) and by the names used in utm_source. */
const NETWORKS: { source: TrafficSource; hosts: string[]; names: string[] }[] = [
  {
    source: 'facebook',
    hosts: ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'],
    names: ['facebook', 'fb'],
  },
  { source: 'instagram', hosts: ['instagram.com'], names: ['instagram', 'ig'] },
  { source: 'x', hosts: ['x.com', 'twitter.com', 't.co'], names: ['x', 'twitter'] },
  { source: 'linkedin', hosts: ['linkedin.com', 'lnkd.in'], names: ['linkedin'] },
  { source: 'youtube', hosts: ['youtube.com', 'youtu.be'], names: ['youtube', 'yt'] },
  { source: 'whatsapp', hosts: ['whatsapp.com', 'whatsapp.net', 'wa.me'], names: ['whatsapp', 'wa'] },
];

/** Search engines: hosts whose registrable name is one of these, whatever the country ending. */
const SEARCH_NAMES = ['google', 'bing', 'yahoo', 'duckduckgo', 'baidu', 'yandex', 'ecosia', 'naver', 'qwant'];
const SEARCH_HOSTS = ['search.brave.com', 'startpage.com'];

const endsWithHost = (host: string, base: string) => host === base || host.endsWith(`.${base}`);

/** google.com, google.co.in, www.google.de, search.yahoo.co.jp … */
const isSearchHost = (host: string) =>
  SEARCH_HOSTS.some((h) => endsWithHost(host, h)) ||
  host.split('.').some((label, i, all) => i < all.length - 1 && SEARCH_NAMES.includes(label));

function sourceOfName(name: string): TrafficSource {
  const n = name.trim().toLowerCase();
  const network = NETWORKS.find((s) => s.names.includes(n) || s.hosts.some((h) => endsWithHost(n, h)));
  if (network) return network.source;
  if (SEARCH_NAMES.includes(n) || isSearchHost(n)) return 'search';
  return 'other';
}

/** Android apps send `android-app://com.facebook.katana/`: the package names the app. */
function sourceOfApp(pkg: string): TrafficSource {
  if (pkg === 'com.google.android.googlequicksearchbox') return 'search';
  const parts = pkg.split('.');
  const network = NETWORKS.find((s) => s.names.some((n) => n.length > 2 && parts.includes(n)));
  return network?.source ?? 'other';
}

/**
 * The source of one page view. `siteHost` is the host (and port) the site is served from: a referrer
 * there is a move inside the site and answers null (the visit keeps the source it arrived with).
 */
export function trafficSourceOf(input: {
  referrer?: string | null;
  utmSource?: string | null;
  siteHost?: string | null;
}): TrafficSource | null {
  const utm = (input.utmSource ?? '').trim();
  if (utm) return sourceOfName(utm);
  const referrer = (input.referrer ?? '').trim();
  if (!referrer) return 'direct';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return 'other';
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host) return 'other';
  if (url.protocol === 'android-app:') return sourceOfApp(host);
  if (input.siteHost && url.host.toLowerCase() === input.siteHost.toLowerCase()) return null;
  const network = NETWORKS.find((s) => s.hosts.some((h) => endsWithHost(host, h)));
  if (network) return network.source;
  if (isSearchHost(host)) return 'search';
  return 'other';
}
