import { describe, expect, it } from 'vitest';
import { isBitFlip, singleEdit } from './edit-distance';
import { isPlausibleTypo } from './typo-guards';

function judge(reference: string, candidate: string): boolean {
  const edit = singleEdit(reference, candidate);
  if (!edit) throw new Error(`${candidate} is not one edit from ${reference}`);
  return isPlausibleTypo(edit, reference, isBitFlip(edit));
}

describe('isPlausibleTypo', () => {
  it.each([
    ['google', 'gooogle', 'a doubled letter'],
    ['paypal', 'paypall', 'a doubled last letter'],
    ['amazon', 'amazpn', 'a neighbouring key'],
    ['netflix', 'netfiix', 'letters that look alike (l/i)'],
    ['instagram', 'instragram', 'an extra neighbouring key'],
    ['netflix', 'netfilx', 'two swapped letters in a long name'],
    ['microsoft', 'micsosoft', 'a flipped bit in a long name'],
    ['onedrive', 'onedriv', 'a dropped last letter of a long name'],
  ])('accepts %s → %s (%s)', (reference, candidate) => {
    expect(judge(reference, candidate)).toBe(true);
  });

  it.each([
    ['nzpost', 'nypost', 'letters neither near on the keyboard nor alike'],
    ['laposte', 'lacoste', 'letters neither near on the keyboard nor alike'],
    ['tiktok', 'tiktokv', 'a letter added at the end'],
    ['banksa', 'banksy', 'the last letter changed'],
    ['netbank', 'netban', 'the last letter of a short name dropped'],
    ['truist', 'turist', 'swapped letters in a short name'],
    ['telekom', 'telecom', 'a flipped bit in a short name'],
    ['chase', 'phase', 'the first letter changed'],
  ])('rejects %s → %s (%s)', (reference, candidate) => {
    expect(judge(reference, candidate)).toBe(false);
  });
});
