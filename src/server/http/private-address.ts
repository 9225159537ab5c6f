import net from 'node:net';

/**
 * Addresses a server-side fetch of a user's address must never reach (issue 22 §4): this computer,
 * private and shared networks, link-local (the cloud metadata service at 169.254.169.254), and the
 * ranges that are not the public internet. IPv4 written inside IPv6 (mapped ::ffff:a.b.c.d, NAT64
 * 64:ff9b::/96, 6to4 2002::/16) is judged as the IPv4 address it carries.
 */
const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3], // multicast, reserved, broadcast
] as const)
  blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(address, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (with a dotted IPv4 tail read too). */
function groupsOf(v6: string): number[] {
  let text = v6.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail = ''] = text.split('::');
  const parse = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const h = parse(head);
  const t = text.includes('::') ? parse(tail) : [];
  return [...h, ...Array<number>(8 - h.length - t.length).fill(0), ...t];
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4), or null. */
function embeddedIpv4(v6: string): string | null {
  const g = groupsOf(v6);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return v4Of(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4Of(g[6], g[7]);
  if (g[0] === 0x2002) return v4Of(g[1], g[2]);
  return null;
}

// (No ::ffff:0:0/96 rule: BlockList matches IPv4 addresses against it too; embeddedIpv4 reads them.)

/** Whether a resolved address (not a name) is one a user's address may not make us reach. */
export function isForbiddenAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true; // not an address at all
  if (blocked.check(address, 'ipv6')) return true;
  const v4 = embeddedIpv4(address);
  return v4 !== null && blocked.check(v4, 'ipv4');
}
