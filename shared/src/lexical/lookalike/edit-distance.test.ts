import { describe, expect, it } from 'vitest';
import { isBitFlip, singleEdit } from './edit-distance';

describe('singleEdit', () => {
  it.each([
    ['google', 'gooogle', { kind: 'insertion', index: 3, char: 'o' }],
    ['google', 'gogle', { kind: 'deletion', index: 2, char: 'o' }],
    ['paypal', 'paypak', { kind: 'substitution', index: 5, from: 'l', to: 'k' }],
    ['netflix', 'netfilx', { kind: 'transposition', index: 4 }],
  ])('finds the one edit from %s to %s', (reference, candidate, edit) => {
    expect(singleEdit(reference, candidate)).toEqual(edit);
  });

  it.each([
    ['google', 'google'],
    ['google', 'gogole1'],
    ['paypal', 'pyapla'],
    ['amazon', 'amazonia'],
  ])('finds no single edit between %s and %s', (reference, candidate) => {
    expect(singleEdit(reference, candidate)).toBeNull();
  });
});

describe('isBitFlip', () => {
  it('recognises a one-bit character change (r ↔ s) and rejects others (n ↔ m)', () => {
    const flip = singleEdit('microsoft', 'micsosoft');
    const notFlip = singleEdit('amazon', 'amazom');
    expect(flip && isBitFlip(flip)).toBe(true);
    expect(notFlip && isBitFlip(notFlip)).toBe(false);
  });
});
