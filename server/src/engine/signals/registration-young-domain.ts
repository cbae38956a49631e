import { createFinding } from '@scamcheck/shared';
import { ageInDays, describeAge } from '../signal-helpers/age';
import { defineSignal } from '../define-signal';
import { rdapSource } from '../signal-helpers/rdap-source';

/** Most phishing domains are used within days of registration. */
export const VERY_YOUNG_DAYS = 30;
export const YOUNG_DAYS = 90;

/** A recently registered domain. An unknown registration date is not held against a site. */
export const registrationYoungDomain = defineSignal({
  id: 'registration-young-domain',
  category: 'registration',
  requires: ['rdap'],
  codes: ['domain-very-young', 'domain-young'],
  run: ({ rdap, now }) => {
    const age = ageInDays(rdap.registrationDate, now);
    if (age === null || age < 0 || age >= YOUNG_DAYS) return [];
    const isVeryYoung = age < VERY_YOUNG_DAYS;
    return [
      createFinding(isVeryYoung ? 'domain-very-young' : 'domain-young', {
        title: isVeryYoung ? 'Domain registered in the last month' : 'Domain registered in the last 3 months',
        evidence: `${rdap.domain} was registered ${describeAge(age)} ago (${rdap.registrationDate?.slice(0, 10)}). Most scam sites are used within days of registration.`,
        source: rdapSource(rdap),
      }),
    ];
  },
});
