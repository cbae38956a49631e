import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', 'ip:203.0.113.7'],
    ['::ffff:203.0.113.7', 'ip:203.0.113.7'],
    ['2001:db8:abcd:1200::1', 'ip:2001:db8:abcd:1200::/56'],
    ['2001:db8:abcd:12ff:ffff:ffff:ffff:ffff', 'ip:2001:db8:abcd:1200::/56'],
    ['2001:db8:abcd:1300::1', 'ip:2001:db8:abcd:1300::/56'],
    [undefined, 'ip:unknown'],
    ['not an address', 'ip:unknown'],
  ])('counts %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
