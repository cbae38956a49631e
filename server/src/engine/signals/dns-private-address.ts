import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';

/** A public name pointing into a private or reserved network: never an ordinary public website. */
export const dnsPrivateAddress = defineSignal({
  id: 'dns-private-address',
  category: 'dns',
  requires: ['dns'],
  codes: ['dns-private-address'],
  run: ({ dns }) => {
    if (dns.privateAddresses.length === 0) return [];
    return [
      createFinding('dns-private-address', {
        title: 'Points to a private network address',
        evidence: `${dns.hostname} resolves to ${dns.privateAddresses.join(', ')}, which is not a public internet address.`,
        source: 'DNS',
      }),
    ];
  },
});
