import type { ThreatLevel } from '@scamcheck/shared';

/** What the animation shows: one of the engine's levels, or `unknown` until there is a score. */
export type DisplayThreatLevel = ThreatLevel | 'unknown';

export const THREAT_LEVEL_LABELS: Record<DisplayThreatLevel, string> = {
  safe: 'Safe',
  caution: 'Caution',
  danger: 'Danger',
  unknown: 'Unknown',
};
