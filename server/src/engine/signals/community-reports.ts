import { createFinding, type FindingCode } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';

/** Fewest distinct negative authors before the community moves a score at all. */
export const MIN_NEGATIVE_AUTHORS = 3;
/** Distinct negative authors for the stronger finding (with at least twice as many negative as positive). */
export const WIDELY_NEGATIVE_AUTHORS = 10;

/**
 * What signed-in users said in approved (moderated) comments. Only distinct authors count, so one
 * account posting fifty times is one voice; it needs several people, more of them negative than
 * positive; and it only ever lowers a score, by at most 15 points (the community category cap), so a
 * flood of fake reports cannot sink a site and fake praise cannot lift one.
 */
export const communityReports = defineSignal({
  id: 'community-reports',
  category: 'community',
  requires: ['community'],
  codes: ['community-reported', 'community-reported-widely'],
  run: ({ community }) => {
    const { negativeAuthors, positiveAuthors, domain } = community;
    if (negativeAuthors < MIN_NEGATIVE_AUTHORS || negativeAuthors <= positiveAuthors) return [];
    const isWide = negativeAuthors >= WIDELY_NEGATIVE_AUTHORS && negativeAuthors >= 2 * positiveAuthors;
    const code: FindingCode = isWide ? 'community-reported-widely' : 'community-reported';
    return [
      createFinding(code, {
        title: isWide
          ? 'Many people reported this site as a scam'
          : 'Several people reported this site as a scam',
        evidence: `${negativeAuthors} people rated ${domain} 1 or 2 out of 5 in reviewed comments; ${positiveAuthors} rated it 4 or 5.`,
        source: 'community comments (approved by moderators, one vote per person)',
      }),
    ];
  },
});
