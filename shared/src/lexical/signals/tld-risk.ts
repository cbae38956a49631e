import { TLD_TIERS, TLD_TIERS_VERSION, type TldTier } from '../../data/tld-tiers';
import type { FindingCode } from '../../scoring/weights';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';

const CODE_BY_TIER: Record<TldTier, FindingCode> = {
  'very-high': 'tld-very-high-risk',
  high: 'tld-high-risk',
  elevated: 'tld-elevated-risk',
};

const TIER_WORDING: Record<TldTier, string> = {
  'very-high': 'among the most abused for phishing',
  high: 'heavily abused for phishing',
  elevated: 'more often abused for phishing than most',
};

/** Top-level domains whose share of phishing registrations is far above average. */
export const tldRisk = defineLexicalSignal({
  id: 'tld-risk',
  codes: ['tld-very-high-risk', 'tld-high-risk', 'tld-elevated-risk'],
  run: ({ target, freeHosting }) => {
    // A platform's users (x.blogspot.ru) did not register anything under the TLD: the platform did.
    if (target.isIp || target.publicSuffix === null || freeHosting !== null) return [];
    const tld = target.hostname.slice(target.hostname.lastIndexOf('.') + 1);
    const tier = TLD_TIERS.get(tld);
    if (tier === undefined) return [];
    return [
      createFinding(CODE_BY_TIER[tier], {
        title: `Risky domain ending .${tld}`,
        evidence: `The .${tld} ending is ${TIER_WORDING[tier]}.`,
        source: `tld-risk (tld-tiers ${TLD_TIERS_VERSION})`,
      }),
    ];
  },
});
