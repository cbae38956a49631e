import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { ageInDays, describeAge } from '../signal-helpers/age';
import { issuerOf, tlsSource } from '../signal-helpers/certificate';

// Automated certificates renew every 60–90 days, so an ordinary site's certificate is rarely this
// new; a site set up for a campaign usually is. Weak on its own, hence the low weight.
const FRESH_DAYS = 3;

/** The certificate was issued in the last few days. */
export const certificateFresh = defineSignal({
  id: 'certificate-fresh',
  category: 'certificate',
  requires: ['tls'],
  codes: ['certificate-fresh'],
  run: ({ tls, now }) => {
    const age = ageInDays(tls.validFrom, now);
    if (age === null || age < 0 || age >= FRESH_DAYS) return [];
    return [
      createFinding('certificate-fresh', {
        title: 'Brand-new certificate',
        evidence: `The certificate was issued ${age === 0 ? 'today' : `${describeAge(age)} ago`} by ${issuerOf(tls)}.`,
        source: tlsSource(tls),
      }),
    ];
  },
});
