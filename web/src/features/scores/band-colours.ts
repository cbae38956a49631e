import type { Band, ThreatLevel } from '@scamcheck/shared';

/** A band, or `unknown`: a Caution score that means "no evidence either way", shown in neutral grey. */
export type VerdictTone = Band | 'unknown';

/** The tone of a score: its band, except that a score without evidence either way is neutral. */
export function verdictTone(band: Band, threatLevel?: ThreatLevel): VerdictTone {
  return threatLevel === 'unknown' ? 'unknown' : band;
}

/** One palette per score band (Trusted green, Caution yellow, Suspicious red), grey for unknown. */
export const BAND_COLOURS: Record<VerdictTone, { text: string; stroke: string; soft: string }> = {
  trusted: {
    text: 'text-green-700 dark:text-green-400',
    stroke: 'stroke-green-600 dark:stroke-green-400',
    soft: 'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-950/60 dark:text-green-300',
  },
  caution: {
    text: 'text-yellow-700 dark:text-yellow-300',
    stroke: 'stroke-yellow-500 dark:stroke-yellow-300',
    soft: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30 dark:bg-yellow-950/60 dark:text-yellow-200',
  },
  suspicious: {
    text: 'text-red-700 dark:text-red-400',
    stroke: 'stroke-red-600 dark:stroke-red-400',
    soft: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/60 dark:text-red-300',
  },
  unknown: {
    text: 'text-slate-700 dark:text-slate-300',
    stroke: 'stroke-slate-500 dark:stroke-slate-400',
    soft: 'bg-slate-100 text-slate-800 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-200',
  },
};
