import { describe, expect, it } from 'vitest';
import { codesOf, dnsFacts, factsFor, findingsOf } from '../testing/signal-facts';
import { dnsPrivateAddress } from './dns-private-address';

describe('dns-private-address', () => {
  it.each([
    [[], []],
    [['10.0.0.5'], ['dns-private-address']],
    [['127.0.0.1', '::1'], ['dns-private-address']],
  ])('private addresses %j give %j', (privateAddresses, codes) => {
    const dns = dnsFacts({ privateAddresses, hasPrivateAddress: privateAddresses.length > 0 });
    expect(codesOf(dnsPrivateAddress, factsFor('intranet-login.com', { dns }))).toEqual(codes);
  });

  it('lists the addresses', () => {
    const dns = dnsFacts({
      hostname: 'intranet-login.com',
      privateAddresses: ['192.168.1.1'],
      hasPrivateAddress: true,
    });
    const [finding] = findingsOf(dnsPrivateAddress, factsFor('intranet-login.com', { dns })) ?? [];
    expect(finding?.evidence).toContain('intranet-login.com resolves to 192.168.1.1');
  });
});
