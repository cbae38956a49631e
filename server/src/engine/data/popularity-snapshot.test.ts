import { describe, expect, it } from 'vitest';
import { bundledPopularitySnapshot, createCompactPopularitySnapshot } from './popularity-snapshot';

const DATE = new Date('2026-08-01T00:00:00Z');

describe('createCompactPopularitySnapshot', () => {
  const snapshot = createCompactPopularitySnapshot(
    [
      { domain: 'google.com', rank: 1 },
      { domain: 'zoom.us', rank: 40 },
      { domain: 'a.co', rank: 7 },
      { domain: 'google.com', rank: 9 },
      { domain: 'bbc.co.uk', rank: 12 },
    ],
    DATE,
    'test list',
  );

  it('finds every listed name with its best rank, and nothing else', () => {
    expect(
      snapshot.rankOf(['google.com', 'zoom.us', 'a.co', 'bbc.co.uk', 'example.org', 'google.co']),
    ).toEqual(
      new Map([
        ['google.com', 1],
        ['zoom.us', 40],
        ['a.co', 7],
        ['bbc.co.uk', 12],
      ]),
    );
    expect(snapshot.entries).toBe(4);
  });

  it('answers on an empty list', () => {
    expect(createCompactPopularitySnapshot([], DATE, 'empty').rankOf(['a.com']).size).toBe(0);
  });
});

describe('bundledPopularitySnapshot', () => {
  it('knows the shipped top 100k, first and last', () => {
    const bundled = bundledPopularitySnapshot();
    expect(bundled.entries).toBeGreaterThan(90_000);
    expect(bundled.rankOf(['google.com']).get('google.com')).toBeLessThanOrEqual(10);
    expect(bundled.rankOf(['no-such-site-for-sure.example']).size).toBe(0);
  });
});
