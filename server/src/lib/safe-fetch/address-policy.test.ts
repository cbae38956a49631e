import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';

describe('default address policy', () => {
  it.each([
    ['public IPv4', '93.184.216.34'],
    ['public IPv6', '2606:2800:220:1:248:1893:25c8:1946'],
    ['NAT64 of a public IPv4 (IPv6-only hosts with DNS64)', '64:ff9b::5db8:d822'],
    ['6to4 of a public IPv4', '2002:5db8:d822::1'],
    ['IPv4-mapped public address', '::ffff:93.184.216.34'],
  ])('allows %s', (_name, ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback elsewhere in 127/8', '127.255.0.7'],
    ['unspecified', '0.0.0.0'],
    ['"this network" 0/8', '0.1.2.3'],
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.31.255.255'],
    ['private 192.168/16', '192.168.0.1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['link-local / cloud metadata', '169.254.169.254'],
    ['IETF protocol assignments', '192.0.0.170'],
    ['documentation', '198.51.100.7'],
    ['benchmarking', '198.18.0.1'],
    ['multicast', '224.0.0.1'],
    ['reserved 240/4', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped metadata', '::ffff:a9fe:a9fe'],
    ['IPv4-compatible ::/96', '::7f00:1'],
    ['IPv4-translated', '::ffff:0:7f00:1'],
    ['unique local (AWS IPv6 metadata)', 'fd00:ec2::254'],
    ['link-local IPv6', 'fe80::1'],
    ['site-local IPv6', 'fec0::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['local-use NAT64 prefix', '64:ff9b:1::7f00:1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of a private address', '2002:c0a8:101::1'],
    ['Teredo whose client is loopback', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
    ['discard prefix', '100::1'],
    ['unallocated IPv6', '4000::1'],
    ['inet_aton shorthand', '127.1'],
    ['not an address', 'localhost'],
    ['empty', ''],
  ])('refuses %s (%s)', (_name, ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});
