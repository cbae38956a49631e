import { describe, expect, it } from 'vitest';
import { feedHit } from '../testing/feed-hit';
import { codesOf, factsFor, findingsOf } from '../testing/signal-facts';
import { reputationRedirectFeedHit } from './reputation-redirect-feed-hit';

describe('reputation-redirect-feed-hit', () => {
  it.each([
    [[], []],
    [[feedHit({ indicator: 'https://landing.top/pay' })], ['feed-listed-destination']],
  ])('destination entries %j give %j', (hits, codes) => {
    expect(codesOf(reputationRedirectFeedHit, factsFor('bit.ly', { 'redirect-feeds': hits }))).toEqual(codes);
  });

  it('says where the link leads', () => {
    const facts = factsFor('bit.ly', {
      'redirect-feeds': [feedHit({ source: 'urlhaus', indicator: 'https://landing.top/pay' })],
    });
    const [finding] = findingsOf(reputationRedirectFeedHit, facts) ?? [];
    expect(finding?.evidence).toBe(
      'bit.ly redirects to https://landing.top/pay, which URLhaus lists as malicious.',
    );
  });
});
