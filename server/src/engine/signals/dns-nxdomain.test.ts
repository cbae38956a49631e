import { describe, expect, it } from 'vitest';
import { codesOf, dnsFacts, factsFor } from '../testing/signal-facts';
import { dnsNxdomain } from './dns-nxdomain';

describe('dns-nxdomain', () => {
  it.each([
    [false, ['dns-nxdomain']],
    [true, []],
  ])('exists=%s gives %j', (exists, codes) => {
    const dns = dnsFacts({ exists, a: exists ? ['93.184.216.34'] : [] });
    expect(codesOf(dnsNxdomain, factsFor('gone-shop.com', { dns }))).toEqual(codes);
  });
});
