import { describe, expect, it } from 'vitest';
import { skeleton } from './skeleton';

describe('skeleton', () => {
  it.each([
    ['paypal', 'paypal'],
    ['paypa1', 'paypal'],
    ['g00gle', 'google'],
    ['rnicrosoft', 'microsoft'],
    ['pаypal', 'paypal'],
    ['аррӏе', 'apple'],
    ['vvells', 'wells'],
    ['çhasé', 'chase'],
  ])('maps %s to %s', (input, expected) => {
    expect(skeleton(input)).toBe(expected);
  });
});
