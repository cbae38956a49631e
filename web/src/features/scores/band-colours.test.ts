import { IMAGE_GAUGE_COLOURS, TONE_COLOURS, VERDICT_TONES, type ToneColours } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { BAND_COLOURS, IMAGE_GAUGE_STROKES } from './band-colours';

/** `prefix-<light token> dark:prefix-<dark token>`, the way the classes must be written. */
function classes(prefix: string, colours: ToneColours, role: 'text' | 'fill'): string {
  return `${prefix}-${colours.light[role].palette} dark:${prefix}-${colours.dark[role].palette}`;
}

describe('BAND_COLOURS', () => {
  it.each(VERDICT_TONES)('writes the shared tokens of %s as Tailwind classes', (tone) => {
    const tokens = TONE_COLOURS[tone];
    expect(BAND_COLOURS[tone]).toMatchObject({
      text: classes('text', tokens, 'text'),
      stroke: classes('stroke', tokens, 'fill'),
      icon: classes('text', tokens, 'fill'),
      swatch: classes('bg', tokens, 'fill'),
      fill: classes('fill', tokens, 'fill'),
    });
    const hue = tokens.light.fill.palette.split('-')[0];
    expect(BAND_COLOURS[tone].soft.split(' ').every((name) => name.includes(`-${hue}-`))).toBe(true);
  });

  it('draws the image gauge from the shared image tokens', () => {
    for (const colour of ['green', 'orange', 'red'] as const) {
      expect(IMAGE_GAUGE_STROKES[colour]).toBe(classes('stroke', IMAGE_GAUGE_COLOURS[colour], 'fill'));
    }
  });
});
