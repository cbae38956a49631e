import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';

/**
 * An organisation's domain usually receives or at least declares mail (MX or SPF); a throwaway site
 * often has neither. Weak, and only judged on a registrable domain (subdomains rarely carry mail).
 */
export const dnsNoMxSpf = defineSignal({
  id: 'dns-no-mx-spf',
  category: 'dns',
  requires: ['dns'],
  codes: ['dns-no-mail'],
  run: ({ dns, target }) => {
    const isSite = target.registrableDomain !== null && target.hostname === target.registrableDomain;
    if (!isSite || !dns.exists || dns.mx.length > 0 || dns.spf !== null) return [];
    return [
      createFinding('dns-no-mail', {
        title: 'No email set up for this domain',
        evidence: `${dns.hostname} has no MX record and no SPF record.`,
        source: 'DNS',
      }),
    ];
  },
});
