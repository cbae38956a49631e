/**
 * The shared band colours (`TONE_COLOURS` of `@scamcheck/shared`) as CSS custom properties, light by
 * default and dark under `prefers-color-scheme: dark`: `--tone-<tone>-text` for words, `--tone-<tone>-fill`
 * for the gauge. The extension pages install them once at start; style.css and the gauge read them.
 */
import {
  IMAGE_GAUGE_COLOURS,
  TONE_COLOURS,
  VERDICT_TONES,
  type ColourScheme,
  type ToneColours,
  type VerdictTone,
} from '@scamcheck/shared';

/** A band's tone, or the image gauge's orange (its green and red are the Trusted and Suspicious ones). */
export type GaugeTone = VerdictTone | 'orange';

const COLOURS: Record<GaugeTone, ToneColours> = { ...TONE_COLOURS, orange: IMAGE_GAUGE_COLOURS.orange };
const TONES: readonly GaugeTone[] = [...VERDICT_TONES, 'orange'];

/** `var(--tone-<tone>-<role>, <light hex>)`: the light colour also stands when the sheet is missing. */
export function toneVar(tone: GaugeTone, role: 'text' | 'fill'): string {
  return `var(--tone-${tone}-${role}, ${COLOURS[tone].light[role].hex})`;
}

function declarations(scheme: ColourScheme): string {
  return TONES.flatMap((tone) =>
    (['text', 'fill'] as const).map((role) => `--tone-${tone}-${role}: ${COLOURS[tone][scheme][role].hex};`),
  ).join(' ');
}

export function toneStyleSheet(): string {
  return `:root { ${declarations('light')} }\n@media (prefers-color-scheme: dark) { :root { ${declarations('dark')} } }`;
}

export function installToneColours(doc: Document = document): void {
  if (doc.getElementById('scamcheck-tones') !== null) return;
  const style = doc.createElement('style');
  style.id = 'scamcheck-tones';
  style.textContent = toneStyleSheet();
  doc.head.append(style);
}
