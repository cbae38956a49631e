// Names and addresses that only mean something inside a network: they are never analysis targets. A
// report on `localhost` or a router's address would describe the visitor's own network, and a live
// check on one would be a request into ours. (The server's fetch guard refuses them again, by address.)

/** Suffixes that only resolve inside a network (RFC 6761/6762/8375, cloud metadata, home routers). */
export const INTERNAL_SUFFIXES: readonly string[] = [
  'localhost',
  'local',
  'internal',
  'localdomain',
  'home.arpa',
  'arpa',
  'lan',
  'corp',
];

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * [first address, prefix length] of the IPv4 ranges that only exist inside a network or host: unspecified,
 * private, CGNAT, loopback, link-local, IETF-reserved, multicast and above.
 */
const NON_PUBLIC_V4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
];

function v4Number(address: string): number | null {
  const parts = IPV4.exec(address)?.slice(1).map(Number);
  if (parts === undefined || parts.some((part) => part > 255)) return null;
  return parts.reduce((sum, part) => sum * 256 + part, 0);
}

function isPublicV4(value: number): boolean {
  return NON_PUBLIC_V4.every(([start, prefix]) => {
    const size = 2 ** (32 - prefix);
    const first = v4Number(start) ?? 0;
    return value < first || value >= first + size;
  });
}

/** Public IPv6 space is 2000::/3; loopback, unspecified, mapped, unique-local and link-local are not in it. */
function isPublicV6(address: string): boolean {
  if (address.startsWith(':')) return false;
  const first = Number.parseInt(address.split(':')[0] ?? '', 16);
  return Number.isFinite(first) && (first & 0xe000) === 0x2000;
}

/**
 * Why a canonical hostname (as `new URL()` gives it) is not a public site, or null when it may be one:
 * a single-label name, a local or internal suffix, or a private, loopback or link-local IP literal.
 */
export function internalHostReason(
  hostname: string,
): 'single-label' | 'internal-name' | 'private-address' | null {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  if (host.startsWith('[')) return isPublicV6(host.slice(1, -1)) ? null : 'private-address';
  const v4 = v4Number(host);
  if (v4 !== null) return isPublicV4(v4) ? null : 'private-address';
  if (!host.includes('.')) return 'single-label';
  const isInternal = INTERNAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
  return isInternal ? 'internal-name' : null;
}
