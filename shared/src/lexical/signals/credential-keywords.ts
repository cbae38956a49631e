import { KEYWORDS_VERSION } from '../../data/keywords';
import type { Finding } from '../../report/finding';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';
import type { LexicalFacts } from '../lexical-facts';

const SOURCE = `credential-keywords (keywords ${KEYWORDS_VERSION})`;
const MIN_WEAK_WORDS_IN_HOST = 2;

/**
 * Sign-in and account words in the host or path of a site that is not the brand's own. In a host, weak
 * words ('secure', 'account') count only in pairs, since many honest names contain one of them.
 */
export const credentialKeywords = defineLexicalSignal({
  id: 'credential-keywords',
  codes: ['credential-keyword-host', 'credential-keyword-path'],
  run: (facts) => (facts.officialBrand ? [] : [...hostFindings(facts), ...pathFindings(facts)]),
});

function hostFindings({ hostCredentialWords, target }: LexicalFacts): Finding[] {
  const { strong, weak } = hostCredentialWords;
  if (strong.length === 0 && weak.length < MIN_WEAK_WORDS_IN_HOST) return [];
  const words = [...new Set([...strong, ...weak])].slice(0, 4).join('", "');
  return [
    createFinding('credential-keyword-host', {
      title: 'Sign-in words in the site name',
      evidence: `The host ${target.hostname} contains "${words}", words used to make a fake sign-in page look official.`,
      source: SOURCE,
    }),
  ];
}

function pathFindings({ pathCredentialWords }: LexicalFacts): Finding[] {
  if (pathCredentialWords.length === 0) return [];
  return [
    createFinding('credential-keyword-path', {
      title: 'Sign-in words in the page address',
      evidence: `The path asks about "${pathCredentialWords.slice(0, 4).join('", "')}".`,
      source: SOURCE,
    }),
  ];
}
