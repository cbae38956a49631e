import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';

const THREAT_NAMES: Record<string, string> = {
  SOCIAL_ENGINEERING: 'phishing or deceptive content',
  MALWARE: 'malware',
  UNWANTED_SOFTWARE: 'unwanted software',
  POTENTIALLY_HARMFUL_APPLICATION: 'harmful apps',
};

/** Google Safe Browsing flags the URL: a hard fail. */
export const reputationSafeBrowsing = defineSignal({
  id: 'reputation-safe-browsing',
  category: 'reputation',
  requires: ['safe-browsing'],
  codes: ['safe-browsing-listed'],
  run: ({ 'safe-browsing': safeBrowsing }) => {
    const [first] = safeBrowsing.matches;
    if (first === undefined) return [];
    const threats = [...new Set(safeBrowsing.matches.map((m) => THREAT_NAMES[m.threatType] ?? m.threatType))];
    return [
      createFinding('safe-browsing-listed', {
        title: 'Flagged by Google Safe Browsing',
        evidence: `Google Safe Browsing lists ${first.url} for ${threats.join(' and ')}.`,
        source: 'Google Safe Browsing (Lookup API v4)',
      }),
    ];
  },
});
