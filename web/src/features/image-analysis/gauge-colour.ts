/** The image gauge is green above 70, orange above 30, red otherwise. */
export type GaugeColour = 'green' | 'orange' | 'red';

export function gaugeColour(score: number): GaugeColour {
  if (score > 70) return 'green';
  if (score > 30) return 'orange';
  return 'red';
}

export const GAUGE_STROKES: Record<GaugeColour, string> = {
  green: 'stroke-green-600 dark:stroke-green-400',
  orange: 'stroke-orange-500 dark:stroke-orange-400',
  red: 'stroke-red-600 dark:stroke-red-400',
};
