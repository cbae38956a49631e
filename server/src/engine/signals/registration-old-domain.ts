import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { ageInDays, describeAge } from '../signal-helpers/age';
import { rdapSource } from '../signal-helpers/rdap-source';

const ESTABLISHED_DAYS = 2 * 365;
const LONG_ESTABLISHED_DAYS = 5 * 365;

/**
 * A long-registered domain earns some trust: throwaway scam domains rarely live for years. Not on a
 * hosting platform, whose old registration says nothing about the user site under it.
 */
export const registrationOldDomain = defineSignal({
  id: 'registration-old-domain',
  category: 'registration',
  requires: ['rdap'],
  codes: ['domain-established', 'domain-long-established'],
  run: ({ rdap, now, lexical, target }) => {
    const age = ageInDays(rdap.registrationDate, now);
    // The registry's domain is not the site when the site sits under a private suffix (user.github.io).
    const isSiteRegistration = rdap.domain === target.registrableDomain;
    if (age === null || age < ESTABLISHED_DAYS || lexical.freeHosting !== null || !isSiteRegistration)
      return [];
    const isLong = age >= LONG_ESTABLISHED_DAYS;
    return [
      createFinding(isLong ? 'domain-long-established' : 'domain-established', {
        title: isLong ? 'Domain registered more than 5 years ago' : 'Domain registered more than 2 years ago',
        evidence: `${rdap.domain} was registered ${describeAge(age)} ago (${rdap.registrationDate?.slice(0, 10)}).`,
        source: rdapSource(rdap),
      }),
    ];
  },
});
