import { describe, expect, it } from 'vitest';
import {
  IMAGE_GAUGE_COLOURS,
  IMAGE_GAUGE_THRESHOLDS,
  imageGaugeColour,
  THREAT_LEVEL_LABELS,
  TONE_COLOURS,
  toneForThreatLevel,
  VERDICT_TONE_LABELS,
  VERDICT_TONES,
  verdictTone,
} from './band-colours';
import { BAND_LABELS, BAND_THRESHOLDS, BANDS, THREAT_LEVELS } from './bands';

// The product specification's sentences (section "Scores"), word for word.
const SPEC_LINES = {
  bands: '70 or above is Trusted (green), 40 to 69 is Caution (yellow), below 40 is Suspicious (red).',
  image: 'Image gauge colours: above 70 green, above 30 orange, otherwise red.',
};

/** The line of the specification written from the module's own numbers and labels. */
function bandSentence(): string {
  const { trusted, caution } = BAND_THRESHOLDS;
  return `${trusted} or above is ${BAND_LABELS.trusted} (green), ${caution} to ${trusted - 1} is ${BAND_LABELS.caution} (yellow), below ${caution} is ${BAND_LABELS.suspicious} (red).`;
}

describe('band thresholds and labels', () => {
  it('say what the specification says', () => {
    expect(bandSentence()).toBe(SPEC_LINES.bands);
  });

  it('name the threat levels of the detection animation', () => {
    expect(THREAT_LEVEL_LABELS).toEqual({
      safe: 'Safe',
      caution: 'Caution',
      danger: 'Danger',
      unknown: 'Not known yet',
    });
    expect(THREAT_LEVELS.map(toneForThreatLevel)).toEqual(['trusted', 'caution', 'suspicious', 'unknown']);
  });

  it('shows a score without evidence either way as neutral, "Not known yet"', () => {
    expect(verdictTone('caution', 'unknown')).toBe('unknown');
    expect(verdictTone('caution', 'caution')).toBe('caution');
    expect(verdictTone('trusted')).toBe('trusted');
    expect(VERDICT_TONE_LABELS).toEqual({ ...BAND_LABELS, unknown: 'Not known yet' });
  });
});

describe('colour tokens', () => {
  const HUES = { trusted: 'green', caution: 'yellow', suspicious: 'red', unknown: 'slate' } as const;

  it.each(VERDICT_TONES)('give %s a light and a dark token for text, fill and text on fill', (tone) => {
    for (const scheme of ['light', 'dark'] as const) {
      const colours = TONE_COLOURS[tone][scheme];
      for (const role of ['text', 'fill', 'onFill'] as const) {
        expect(colours[role].hex).toMatch(/^#[0-9a-f]{6}$/);
        expect(colours[role].palette).toMatch(/^[a-z]+(-\d{2,3})?$/);
      }
      // Green, yellow and red of the specification (grey for no evidence), in both schemes.
      expect(colours.text.palette.startsWith(`${HUES[tone]}-`)).toBe(true);
      expect(colours.fill.palette.startsWith(`${HUES[tone]}-`)).toBe(true);
    }
  });

  it('covers every band', () => {
    expect(BANDS.every((band) => band in TONE_COLOURS)).toBe(true);
  });

  it('colours the image gauge green above 70, orange above 30, red otherwise', () => {
    expect([100, 71, 70, 31, 30, 0].map(imageGaugeColour)).toEqual([
      'green',
      'green',
      'orange',
      'orange',
      'red',
      'red',
    ]);
    expect(IMAGE_GAUGE_COLOURS.orange.light.fill.palette).toBe('orange-500');
    expect(IMAGE_GAUGE_COLOURS.green).toBe(TONE_COLOURS.trusted);
    expect(IMAGE_GAUGE_COLOURS.red).toBe(TONE_COLOURS.suspicious);
    const { green, orange } = IMAGE_GAUGE_THRESHOLDS;
    expect(`Image gauge colours: above ${green} green, above ${orange} orange, otherwise red.`).toBe(
      SPEC_LINES.image,
    );
  });
});
