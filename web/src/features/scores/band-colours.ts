import type { ImageGaugeColour, VerdictTone } from '@scamcheck/shared';

/**
 * The Tailwind classes of the shared colour tokens (`TONE_COLOURS` in `@scamcheck/shared`): Tailwind only
 * generates classes it finds written out, so they are spelled here and band-colours.test.ts checks that
 * each one names the shared token (light, then `dark:`). `soft` is the web's tinted chip, in the same hue.
 */
export type ToneClasses = {
  /** Words in the band colour. */
  text: string;
  /** Gauge arcs. */
  stroke: string;
  /** Icons in the band colour (the fill token, as text colour). */
  icon: string;
  /** Bars and legend swatches. */
  swatch: string;
  /** SVG chart bars. */
  fill: string;
  soft: string;
};

export const BAND_COLOURS: Record<VerdictTone, ToneClasses> = {
  trusted: {
    text: 'text-green-700 dark:text-green-400',
    stroke: 'stroke-green-600 dark:stroke-green-400',
    icon: 'text-green-600 dark:text-green-400',
    swatch: 'bg-green-600 dark:bg-green-400',
    fill: 'fill-green-600 dark:fill-green-400',
    soft: 'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-950/60 dark:text-green-300',
  },
  caution: {
    text: 'text-yellow-700 dark:text-yellow-300',
    stroke: 'stroke-yellow-500 dark:stroke-yellow-300',
    icon: 'text-yellow-500 dark:text-yellow-300',
    swatch: 'bg-yellow-500 dark:bg-yellow-300',
    fill: 'fill-yellow-500 dark:fill-yellow-300',
    soft: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30 dark:bg-yellow-950/60 dark:text-yellow-200',
  },
  suspicious: {
    text: 'text-red-700 dark:text-red-400',
    stroke: 'stroke-red-600 dark:stroke-red-400',
    icon: 'text-red-600 dark:text-red-400',
    swatch: 'bg-red-600 dark:bg-red-400',
    fill: 'fill-red-600 dark:fill-red-400',
    soft: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/60 dark:text-red-300',
  },
  unknown: {
    text: 'text-slate-700 dark:text-slate-300',
    stroke: 'stroke-slate-500 dark:stroke-slate-400',
    icon: 'text-slate-500 dark:text-slate-400',
    swatch: 'bg-slate-500 dark:bg-slate-400',
    fill: 'fill-slate-500 dark:fill-slate-400',
    soft: 'bg-slate-100 text-slate-800 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-200',
  },
};

/** The image gauge's arcs (`IMAGE_GAUGE_COLOURS`): green and red are the band colours, orange its own. */
export const IMAGE_GAUGE_STROKES: Record<ImageGaugeColour, string> = {
  green: BAND_COLOURS.trusted.stroke,
  orange: 'stroke-orange-500 dark:stroke-orange-400',
  red: BAND_COLOURS.suspicious.stroke,
};
