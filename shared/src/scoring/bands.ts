// Score bands: 70 or above Trusted, 40 to 69 Caution, below 40 Suspicious.
import { z } from 'zod';

export const BANDS = ['trusted', 'caution', 'suspicious'] as const;
export const BandSchema = z.enum(BANDS);
export type Band = z.infer<typeof BandSchema>;

/** `unknown`: no evidence either way (a Caution score that means "we could not tell", not "a bit risky"). */
export const THREAT_LEVELS = ['safe', 'caution', 'danger', 'unknown'] as const;
export const ThreatLevelSchema = z.enum(THREAT_LEVELS);
export type ThreatLevel = z.infer<typeof ThreatLevelSchema>;

/** Lowest score of each band. */
export const BAND_THRESHOLDS = { trusted: 70, caution: 40 } as const;

export const BAND_LABELS: Record<Band, string> = {
  trusted: 'Trusted',
  caution: 'Caution',
  suspicious: 'Suspicious',
};

export function bandForScore(score: number): Band {
  if (score >= BAND_THRESHOLDS.trusted) return 'trusted';
  if (score >= BAND_THRESHOLDS.caution) return 'caution';
  return 'suspicious';
}

export function threatLevelForBand(band: Band): ThreatLevel {
  switch (band) {
    case 'trusted':
      return 'safe';
    case 'caution':
      return 'caution';
    case 'suspicious':
      return 'danger';
  }
}
