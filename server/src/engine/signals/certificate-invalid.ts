import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { isExpired, issuerOf, tlsSource } from '../signal-helpers/certificate';

/**
 * A certificate browsers do not trust for another reason than the ones with their own signal
 * (self-signed, wrong name, expired): an unknown authority or a broken chain.
 */
export const certificateInvalid = defineSignal({
  id: 'certificate-invalid',
  category: 'certificate',
  requires: ['tls'],
  codes: ['certificate-untrusted'],
  run: ({ tls, now }) => {
    const isExplained = tls.selfSigned || !tls.sanMatch || isExpired(tls, now);
    if (tls.authorized || isExplained) return [];
    return [
      createFinding('certificate-untrusted', {
        title: 'Certificate not trusted by browsers',
        evidence: `The certificate issued by ${issuerOf(tls)} failed verification (${tls.authorizationError ?? 'untrusted'}).`,
        source: tlsSource(tls),
      }),
    ];
  },
});
