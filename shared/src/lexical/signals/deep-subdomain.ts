import type { Finding } from '../../report/finding';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';

const DEEP = 3;
// A subdomain label that reads like a domain ending, as in paypal.com.secure.example.net
const TLD_WORD = /^(?:com|net|org|gov|edu|gouv|gob|mil|info|biz)(?:-|$)/;

/** Many subdomain levels, or subdomains that spell another domain to push the real one out of view. */
export const deepSubdomain = defineLexicalSignal({
  id: 'deep-subdomain',
  codes: ['subdomain-deep', 'subdomain-embedded-domain'],
  run: ({ subdomainLabels, siteLabel, target }) => {
    const findings: Finding[] = [];
    if (subdomainLabels.length >= DEEP) {
      findings.push(
        createFinding('subdomain-deep', {
          title: 'Many subdomain levels',
          evidence: `${target.hostname} has ${subdomainLabels.length} levels in front of ${target.registrableDomain ?? ''}.`,
          source: 'deep-subdomain',
        }),
      );
    }
    // 'info.' or 'biz.' often lead honest hosts; other endings at the front (gov.taxclaim.example) do not.
    // A site name starting 'com-' (runescape.com-en.example) spells a fake ending too.
    const fakeEnding =
      subdomainLabels.find(
        (label, index) => TLD_WORD.test(label) && (index > 0 || !/^(?:info|biz)$/.test(label)),
      ) ?? (/^(?:com|net|org)-/.test(siteLabel) ? siteLabel : undefined);
    if (fakeEnding !== undefined) {
      findings.push(
        createFinding('subdomain-embedded-domain', {
          title: 'Fake domain in front of the real one',
          evidence: `The host ${target.hostname} contains ".${fakeEnding}" before the real domain ${target.registrableDomain ?? ''}.`,
          source: 'deep-subdomain',
        }),
      );
    }
    return findings;
  },
});
