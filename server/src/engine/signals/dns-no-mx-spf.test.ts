import { describe, expect, it } from 'vitest';
import { codesOf, dnsFacts, factsFor } from '../testing/signal-facts';
import { dnsNoMxSpf } from './dns-no-mx-spf';

describe('dns-no-mx-spf', () => {
  const mx = [{ exchange: 'mx.example.com', priority: 10 }];
  it.each([
    ['no MX and no SPF', 'example.com', { mx: [], spf: null }, ['dns-no-mail']],
    ['MX only', 'example.com', { mx, spf: null }, []],
    ['SPF only', 'example.com', { mx: [], spf: 'v=spf1 -all' }, []],
    ['a subdomain without mail', 'shop.example.com', { mx: [], spf: null }, []],
    ['a name that does not exist', 'example.com', { exists: false, mx: [], spf: null }, []],
  ])('%s on %s gives %j', (_label, host, overrides, codes) => {
    expect(codesOf(dnsNoMxSpf, factsFor(host, { dns: dnsFacts(overrides) }))).toEqual(codes);
  });
});
