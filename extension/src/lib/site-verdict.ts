/**
 * How the popup, the result window and the badge name a site's verdict: its band, except that a Caution
 * score with no evidence either way (threat level `unknown`) is neutral, "Not known yet", not a warning.
 */
import { verdictTone, type Band, type ThreatLevel, type VerdictTone } from '@scamcheck/shared';

/** Said under a "Not known yet" verdict, so the reader knows it is not a warning. */
export const NO_EVIDENCE_NOTE =
  'No evidence either way: nothing we checked shows this site is safe or a scam.';

export function siteVerdict(summary: { band: Band; threatLevel?: ThreatLevel | undefined }): VerdictTone {
  return verdictTone(summary.band, summary.threatLevel);
}
