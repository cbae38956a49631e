// The colours of the score bands, used by the web site, the extension (badge, gauge, popup) and charts.
// Scores: 70 or above is Trusted (green), 40 to 69 Caution (yellow), below 40 Suspicious (red); a Caution
// score with no evidence either way (threat level `unknown`) is neutral grey. Image gauge: above 70 green,
// above 30 orange, otherwise red. See docs/scoring.md "Bands and colours".
import { BAND_LABELS, type Band, type ThreatLevel } from './bands';

/** How a verdict is shown: its band, or `unknown` for a score without evidence either way. */
export const VERDICT_TONES = ['trusted', 'caution', 'suspicious', 'unknown'] as const;
export type VerdictTone = (typeof VERDICT_TONES)[number];

/** The tone of a score: its band, except that a score without evidence either way is neutral. */
export function verdictTone(band: Band, threatLevel?: ThreatLevel): VerdictTone {
  return threatLevel === 'unknown' ? 'unknown' : band;
}

export const VERDICT_TONE_LABELS: Record<VerdictTone, string> = { ...BAND_LABELS, unknown: 'Not known yet' };

/** The threat levels of the detection animation, written out next to their icon. */
export const THREAT_LEVEL_LABELS: Record<ThreatLevel, string> = {
  safe: 'Safe',
  caution: 'Caution',
  danger: 'Danger',
  unknown: 'Not known yet',
};

const THREAT_LEVEL_TONES: Record<ThreatLevel, VerdictTone> = {
  safe: 'trusted',
  caution: 'caution',
  danger: 'suspicious',
  unknown: 'unknown',
};

/** Safe is green, caution yellow, danger red, unknown grey: the colours of the matching band. */
export function toneForThreatLevel(level: ThreatLevel): VerdictTone {
  return THREAT_LEVEL_TONES[level];
}

/** A colour: its Tailwind palette step (the web's classes are written from it) and its sRGB hex. */
export type ColourToken = { readonly palette: string; readonly hex: string };

/**
 * `text`: words in the colour on the page background; `fill`: gauges, icons, bars and the badge
 * background; `onFill`: text drawn on `fill` (the badge number).
 */
export type SchemeColours = {
  readonly text: ColourToken;
  readonly fill: ColourToken;
  readonly onFill: ColourToken;
};
export type ColourScheme = 'light' | 'dark';
export type ToneColours = Readonly<Record<ColourScheme, SchemeColours>>;

const token = (palette: string, hex: string): ColourToken => ({ palette, hex });
const WHITE = token('white', '#ffffff');
const INK = token('slate-900', '#0f172a');

export const TONE_COLOURS: Readonly<Record<VerdictTone, ToneColours>> = {
  trusted: {
    light: { text: token('green-700', '#15803d'), fill: token('green-600', '#16a34a'), onFill: WHITE },
    dark: { text: token('green-400', '#4ade80'), fill: token('green-400', '#4ade80'), onFill: INK },
  },
  caution: {
    light: { text: token('yellow-700', '#a16207'), fill: token('yellow-500', '#eab308'), onFill: INK },
    dark: { text: token('yellow-300', '#fde047'), fill: token('yellow-300', '#fde047'), onFill: INK },
  },
  suspicious: {
    light: { text: token('red-700', '#b91c1c'), fill: token('red-600', '#dc2626'), onFill: WHITE },
    dark: { text: token('red-400', '#f87171'), fill: token('red-400', '#f87171'), onFill: INK },
  },
  unknown: {
    light: { text: token('slate-700', '#334155'), fill: token('slate-500', '#64748b'), onFill: WHITE },
    dark: { text: token('slate-300', '#cbd5e1'), fill: token('slate-400', '#94a3b8'), onFill: INK },
  },
};

/** Image gauge: above 70 green, above 30 orange, otherwise red (strictly above, unlike the bands). */
export const IMAGE_GAUGE_THRESHOLDS = { green: 70, orange: 30 } as const;
export type ImageGaugeColour = 'green' | 'orange' | 'red';

export function imageGaugeColour(score: number): ImageGaugeColour {
  if (score > IMAGE_GAUGE_THRESHOLDS.green) return 'green';
  if (score > IMAGE_GAUGE_THRESHOLDS.orange) return 'orange';
  return 'red';
}

export const IMAGE_GAUGE_COLOURS: Readonly<Record<ImageGaugeColour, ToneColours>> = {
  green: TONE_COLOURS.trusted,
  orange: {
    light: { text: token('orange-700', '#c2410c'), fill: token('orange-500', '#f97316'), onFill: INK },
    dark: { text: token('orange-400', '#fb923c'), fill: token('orange-400', '#fb923c'), onFill: INK },
  },
  red: TONE_COLOURS.suspicious,
};
