import type { ThreatLevel } from '@scamcheck/shared';

/** What the animation shows: the engine's level; `unknown` until there is one, or when there is no evidence either way. */
export type DisplayThreatLevel = ThreatLevel | 'unknown';

export const THREAT_LEVEL_LABELS: Record<DisplayThreatLevel, string> = {
  safe: 'Safe',
  caution: 'Caution',
  danger: 'Danger',
  unknown: 'Not known yet',
};
