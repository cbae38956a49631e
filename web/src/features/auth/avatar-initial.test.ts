import { describe, expect, it } from 'vitest';
import { avatarInitial } from './avatar-initial';

describe('avatarInitial', () => {
  it.each([
    [{ name: 'ada Lovelace', email: 'x@example.com' }, 'A'],
    [{ name: '', email: 'bob@example.com' }, 'B'],
    [{ name: null, email: null }, 'U'],
    [{}, 'U'],
  ])('%j → %s', (user, expected) => {
    expect(avatarInitial(user)).toBe(expected);
  });
});
