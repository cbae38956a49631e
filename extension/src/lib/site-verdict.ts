/**
 * How the popup, the result window and the badge name a site's verdict: its band, except that a Caution
 * score with no evidence either way (threat level `unknown`) is neutral, "Not known yet", not a warning.
 */
import { BAND_LABELS, type Band, type ThreatLevel } from '@scamcheck/shared';
import type { GaugeTone } from '../ui/score-gauge';

export type SiteVerdict = Band | 'unknown';

export const VERDICT_LABELS: Record<SiteVerdict, string> = { ...BAND_LABELS, unknown: 'Not known yet' };

export const VERDICT_TONES: Record<SiteVerdict, GaugeTone> = {
  trusted: 'good',
  caution: 'warn',
  suspicious: 'bad',
  unknown: 'unknown',
};

/** Said under a "Not known yet" verdict, so the reader knows it is not a warning. */
export const NO_EVIDENCE_NOTE =
  'No evidence either way: nothing we checked shows this site is safe or a scam.';

export function siteVerdict(summary: { band: Band; threatLevel?: ThreatLevel | undefined }): SiteVerdict {
  return summary.threatLevel === 'unknown' ? 'unknown' : summary.band;
}
