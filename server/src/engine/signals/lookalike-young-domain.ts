import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';
import { ageInDays, describeAge } from '../signal-helpers/age';
import { rdapSource } from '../signal-helpers/rdap-source';
import { YOUNG_DAYS } from './registration-young-domain';

/**
 * A name imitating a brand, registered in the last three months: the typical phishing set-up, and a
 * hard fail (the score is capped whatever else says).
 */
export const lookalikeYoungDomain = defineSignal({
  id: 'lookalike-young-domain',
  category: 'lookalike',
  requires: ['rdap'],
  codes: ['lookalike-young-domain'],
  run: ({ rdap, now, lexical }) => {
    const age = ageInDays(rdap.registrationDate, now);
    const { lookalike } = lexical;
    if (lookalike === null || age === null || age < 0 || age >= YOUNG_DAYS) return [];
    return [
      createFinding('lookalike-young-domain', {
        title: `New domain imitating ${lookalike.brand.name}`,
        evidence: `${rdap.domain} imitates ${lookalike.officialDomain} and was registered only ${describeAge(age)} ago.`,
        source: rdapSource(rdap),
      }),
    ];
  },
});
