import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { tlsSource } from '../signal-helpers/certificate';

const MAX_NAMES_SHOWN = 3;

/** The certificate was issued for other names than the site's. */
export const certificateSanMismatch = defineSignal({
  id: 'certificate-san-mismatch',
  category: 'certificate',
  requires: ['tls'],
  codes: ['certificate-name-mismatch'],
  run: ({ tls }) => {
    if (tls.sanMatch) return [];
    const names =
      tls.subjectAltNames.length > 0 ? tls.subjectAltNames : [tls.subject.commonName ?? 'no name'];
    const shown = names.slice(0, MAX_NAMES_SHOWN).join(', ');
    const more = names.length > MAX_NAMES_SHOWN ? ` and ${names.length - MAX_NAMES_SHOWN} more` : '';
    return [
      createFinding('certificate-name-mismatch', {
        title: 'Certificate is for another site',
        evidence: `${tls.hostname} presented a certificate for ${shown}${more}.`,
        source: tlsSource(tls),
      }),
    ];
  },
});
