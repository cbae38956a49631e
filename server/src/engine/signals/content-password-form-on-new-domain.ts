import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { ageInDays, describeAge } from '../signal-helpers/age';
import { VERY_YOUNG_DAYS } from './registration-young-domain';

/** Asking for a password on a domain registered weeks ago: how most credential phishing starts. */
export const contentPasswordFormOnNewDomain = defineSignal({
  id: 'content-password-form-on-new-domain',
  category: 'content',
  requires: ['page', 'rdap'],
  codes: ['password-form-new-domain'],
  run: ({ page, rdap, now }) => {
    const age = ageInDays(rdap.registrationDate, now);
    if (page.passwordInputCount === 0 || age === null || age < 0 || age >= VERY_YOUNG_DAYS) return [];
    return [
      createFinding('password-form-new-domain', {
        title: 'Asks for a password on a brand-new domain',
        evidence: `The page has a password field, and ${rdap.domain} was registered only ${describeAge(age)} ago.`,
        source: 'page fetch and RDAP',
      }),
    ];
  },
});
