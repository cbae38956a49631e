import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { isExpired, issuerOf, tlsSource } from '../signal-helpers/certificate';

/** Browsers show a full-page warning for an expired certificate. */
export const certificateExpired = defineSignal({
  id: 'certificate-expired',
  category: 'certificate',
  requires: ['tls'],
  codes: ['certificate-expired'],
  run: ({ tls, now }) => {
    if (!isExpired(tls, now)) return [];
    return [
      createFinding('certificate-expired', {
        title: 'Expired certificate',
        evidence: `The certificate issued by ${issuerOf(tls)} expired on ${tls.validTo.slice(0, 10)}.`,
        source: tlsSource(tls),
      }),
    ];
  },
});
