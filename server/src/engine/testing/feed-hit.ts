import type { FeedHit } from '../../storage/ports';

/** A feed entry as the feed repository returns it. */
export function feedHit(overrides: Partial<FeedHit> = {}): FeedHit {
  return {
    source: 'openphish',
    indicator: 'http://phish.example/login',
    kind: 'url',
    fetchedAt: new Date('2030-06-01T10:00:00Z'),
    ...overrides,
  };
}
