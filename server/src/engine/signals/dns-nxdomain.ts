import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';

/** The name does not exist in DNS: a typo, or a scam domain that has already been taken down. */
export const dnsNxdomain = defineSignal({
  id: 'dns-nxdomain',
  category: 'dns',
  requires: ['dns'],
  codes: ['dns-nxdomain'],
  run: ({ dns }) => {
    if (dns.exists) return [];
    return [
      createFinding('dns-nxdomain', {
        title: 'Domain does not resolve',
        evidence: `DNS has no records for ${dns.hostname} (NXDOMAIN): the site cannot be reached, and taken-down scam domains look like this.`,
        source: 'DNS',
      }),
    ];
  },
});
