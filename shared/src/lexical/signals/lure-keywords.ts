import { KEYWORDS_VERSION } from '../../data/keywords';
import type { Finding } from '../../report/finding';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';
import { lureTokensIn, strongLureWordsIn } from '../keyword-match';
import type { LexicalFacts } from '../lexical-facts';

const SOURCE = `lure-keywords (keywords ${KEYWORDS_VERSION})`;

/** Prize, gift, delivery and document-sharing lures in the host, or the strongest ones in the path. */
export const lureKeywords = defineLexicalSignal({
  id: 'lure-keywords',
  codes: ['lure-keyword-host', 'lure-keyword-path'],
  run: (facts) => (facts.officialBrand ? [] : [...hostFindings(facts), ...pathFindings(facts)]),
});

function hostFindings({ hostTokens, target }: LexicalFacts): Finding[] {
  const lures = lureTokensIn(hostTokens);
  if (lures.length === 0) return [];
  return [
    createFinding('lure-keyword-host', {
      title: 'Lure words in the site name',
      evidence: `The host ${target.hostname} contains "${lures.slice(0, 3).join('", "')}".`,
      source: SOURCE,
    }),
  ];
}

function pathFindings({ pathLower, queryLower }: LexicalFacts): Finding[] {
  const lures = strongLureWordsIn(`${pathLower}?${queryLower}`);
  if (lures.length === 0) return [];
  return [
    createFinding('lure-keyword-path', {
      title: 'Lure words in the page address',
      evidence: `The path mentions "${lures.slice(0, 3).join('", "')}".`,
      source: SOURCE,
    }),
  ];
}
