import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

const PUBLIC_URL = 'https://scamcheck.example';
const HOME = 'https://scamcheck.example/';

describe('safeReturnTo', () => {
  it.each([
    ['/profile', 'https://scamcheck.example/profile'],
    ['/profile?tab=keys#api', 'https://scamcheck.example/profile?tab=keys#api'],
    ['/domain/example.com', 'https://scamcheck.example/domain/example.com'],
    ['/', HOME],
    // Already validated and stored as a full href on our origin: still accepted when read back.
    ['https://scamcheck.example/profile', 'https://scamcheck.example/profile'],
  ])('keeps the same-origin path %s', (candidate, expected) => {
    expect(safeReturnTo(candidate, PUBLIC_URL)).toBe(expected);
  });

  // Open-redirect tricks (docs/security.md), as the query parser hands them over (already percent-decoded).
  it.each([
    ['/\\evil.com'],
    ['/\\/evil.com'],
    ['/\t/evil.com'],
    ['/\\@evil.com'],
    ['//evil.com'],
    ['///evil.com'],
    ['https://evil.com'],
    ['https://scamcheck.example.evil.com/'],
    ['javascript:alert(1)'],
    ['\n/\\evil.com'],
    [''],
  ])('falls back to home for %j', (candidate) => {
    expect(safeReturnTo(candidate, PUBLIC_URL)).toBe(HOME);
  });

  it('keeps /.//evil.com on our origin as a full href, never as the protocol-relative //evil.com', () => {
    const target = safeReturnTo('/.//evil.com', PUBLIC_URL);
    expect(new URL(target).origin).toBe(PUBLIC_URL);
    expect(target).toBe('https://scamcheck.example//evil.com');
  });

  it('falls back to home for values that are not a single string or are absurdly long', () => {
    expect(safeReturnTo(['/a', '/b'], PUBLIC_URL)).toBe(HOME);
    expect(safeReturnTo(undefined, PUBLIC_URL)).toBe(HOME);
    expect(safeReturnTo(`/${'a'.repeat(5000)}`, PUBLIC_URL)).toBe(HOME);
  });
});
