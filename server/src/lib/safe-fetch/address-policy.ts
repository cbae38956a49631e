import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Default address rule: only ordinary public unicast addresses may be connected to.
 * ipaddr.js names every special range (loopback, private, link-local, CGNAT, multicast, reserved…);
 * anything it does not call 'unicast' is refused, except the transition ranges that carry an IPv4
 * address (NAT64, 6to4, Teredo), which are judged by the address they carry.
 */
export function isPublicAddress(ip: string): boolean {
  // node:net's strict parser first: ipaddr's IPv4 parser also accepts inet_aton shorthands like '127.1'.
  if (isIP(ip) === 0) return false;
  // process() turns ::ffff:a.b.c.d into the IPv4 address it carries, so mapped loopback is judged as loopback.
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const bytes = address.toByteArray();
  const range = address.range();
  if (range === 'unicast') return isGlobalUnicastV6(bytes);
  if (range === 'rfc6052') {
    // Only the well-known 64:ff9b::/96 prefix (DNS64 on IPv6-only hosts) has a fixed layout.
    return bytes.slice(4, 12).every((byte) => byte === 0) && isPublicV4(bytes.slice(12, 16));
  }
  if (range === '6to4') return isPublicV4(bytes.slice(2, 6));
  if (range === 'teredo') {
    // Teredo carries the relay's address as is and the client's with every bit inverted.
    return isPublicV4(bytes.slice(4, 8)) && isPublicV4(bytes.slice(12, 16).map((byte) => byte ^ 0xff));
  }
  return false;
}

function isPublicV4(bytes: number[]): boolean {
  return ipaddr.fromByteArray(bytes).range() === 'unicast';
}

/**
 * Public IPv6 space is 2000::/3. Checking that also refuses ::/96 (IPv4-compatible, e.g. ::7f00:1),
 * which ipaddr.js classifies as 'unicast', and unallocated space.
 */
function isGlobalUnicastV6(bytes: number[]): boolean {
  const first = bytes[0] ?? 0;
  return (first & 0xe0) === 0x20;
}
