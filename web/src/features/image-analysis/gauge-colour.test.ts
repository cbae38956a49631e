import { describe, expect, it } from 'vitest';
import { gaugeColour } from './gauge-colour';

describe('gaugeColour', () => {
  it.each([
    [100, 'green'],
    [71, 'green'],
    [70, 'orange'],
    [31, 'orange'],
    [30, 'red'],
    [0, 'red'],
  ] as const)('colours %i %s', (score, colour) => {
    expect(gaugeColour(score)).toBe(colour);
  });
});
