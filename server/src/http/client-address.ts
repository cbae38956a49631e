import ipaddr from 'ipaddr.js';

/** Bits of an IPv6 address that name one subscriber: ISPs hand out a /56 (or a /64 inside one). */
const IPV6_SUBSCRIBER_PREFIX_BITS = 56;

/**
 * The key under which an anonymous caller is counted. `ip` is Express's `req.ip`, which honours
 * exactly TRUST_PROXY hops of X-Forwarded-For, so a client cannot pick its own bucket (docs/security.md).
 * IPv6 addresses are grouped by /56, so rotating addresses inside one allocation does not help (53).
 */
export function addressKey(ip: string | undefined): string {
  if (ip === undefined || !ipaddr.isValid(ip)) return 'ip:unknown';
  // process() turns IPv4-mapped IPv6 (::ffff:1.2.3.4) into the IPv4 address it carries.
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return `ip:${address.toString()}`;
  const bytes = address
    .toByteArray()
    .map((byte, index) => (index * 8 < IPV6_SUBSCRIBER_PREFIX_BITS ? byte : 0));
  return `ip:${ipaddr.fromByteArray(bytes).toString()}/${IPV6_SUBSCRIBER_PREFIX_BITS}`;
}
