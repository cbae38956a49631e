import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { tlsSource } from '../signal-helpers/certificate';

/** A certificate that vouches for itself: no authority checked who runs the site. */
export const certificateSelfSigned = defineSignal({
  id: 'certificate-self-signed',
  category: 'certificate',
  requires: ['tls'],
  codes: ['certificate-self-signed'],
  run: ({ tls }) => {
    if (!tls.selfSigned || tls.authorized) return [];
    return [
      createFinding('certificate-self-signed', {
        title: 'Self-signed certificate',
        evidence: `The certificate for ${tls.subject.commonName ?? tls.hostname} is signed by itself, so no certificate authority vouches for it; browsers warn visitors.`,
        source: tlsSource(tls),
      }),
    ];
  },
});
