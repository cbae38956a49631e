import { describe, expect, it } from 'vitest';
import { BAND_LABELS, bandForScore, threatLevelForBand } from './bands';

describe('bandForScore', () => {
  it.each([
    [100, 'trusted'],
    [70, 'trusted'],
    [69, 'caution'],
    [69.5, 'caution'],
    [40, 'caution'],
    [39, 'suspicious'],
    [0, 'suspicious'],
  ] as const)('puts %d in the %s band', (score, band) => {
    expect(bandForScore(score)).toBe(band);
  });
});

describe('threatLevelForBand', () => {
  it('maps trusted/caution/suspicious to safe/caution/danger', () => {
    expect([
      threatLevelForBand('trusted'),
      threatLevelForBand('caution'),
      threatLevelForBand('suspicious'),
    ]).toEqual(['safe', 'caution', 'danger']);
  });
});

describe('BAND_LABELS', () => {
  it('uses the labels of the spec', () => {
    expect(BAND_LABELS).toEqual({ trusted: 'Trusted', caution: 'Caution', suspicious: 'Suspicious' });
  });
});
