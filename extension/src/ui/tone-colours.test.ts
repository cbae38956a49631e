// @vitest-environment jsdom
import { TONE_COLOURS } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { installToneColours, toneStyleSheet, toneVar } from './tone-colours';

describe('tone colours', () => {
  it('declares the shared light colours, and the dark ones under prefers-color-scheme: dark', () => {
    const sheet = toneStyleSheet();
    const [light, dark] = sheet.split('@media (prefers-color-scheme: dark)');
    expect(light).toContain(`--tone-trusted-text: ${TONE_COLOURS.trusted.light.text.hex};`);
    expect(light).toContain(`--tone-suspicious-fill: ${TONE_COLOURS.suspicious.light.fill.hex};`);
    expect(light).toContain('--tone-orange-fill: #f97316;');
    expect(dark).toContain(`--tone-caution-text: ${TONE_COLOURS.caution.dark.text.hex};`);
    expect(dark).toContain(`--tone-unknown-fill: ${TONE_COLOURS.unknown.dark.fill.hex};`);
  });

  it('installs the sheet once, and colours still resolve without it', () => {
    installToneColours();
    installToneColours();
    const sheets = document.querySelectorAll('style#scamcheck-tones');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toBe(toneStyleSheet());
    expect(toneVar('caution', 'fill')).toBe(
      `var(--tone-caution-fill, ${TONE_COLOURS.caution.light.fill.hex})`,
    );
  });
});
