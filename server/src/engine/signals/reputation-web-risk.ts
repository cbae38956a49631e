import { createFinding } from '@scamcheck/shared';
import { defineSignal } from '../define-signal';

const THREAT_NAMES: Record<string, string> = {
  SOCIAL_ENGINEERING: 'phishing or deceptive content',
  MALWARE: 'malware',
  UNWANTED_SOFTWARE: 'unwanted software',
};

/** Google Web Risk lists the URL: a hard fail, as for Safe Browsing. */
export const reputationWebRisk = defineSignal({
  id: 'reputation-web-risk',
  category: 'reputation',
  requires: ['web-risk'],
  codes: ['web-risk-listed'],
  run: ({ 'web-risk': webRisk }) => {
    const [first] = webRisk.matches;
    if (first === undefined) return [];
    const threats = [
      ...new Set(webRisk.matches.flatMap((m) => m.threatTypes.map((type) => THREAT_NAMES[type] ?? type))),
    ];
    return [
      createFinding('web-risk-listed', {
        title: 'Flagged by Google Web Risk',
        evidence: `Google Web Risk lists ${first.url} for ${threats.join(' and ')}.`,
        source: 'Google Web Risk (uris.search)',
      }),
    ];
  },
});
