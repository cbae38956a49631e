import { describe, expect, it } from 'vitest';
import { feedHit } from '../testing/feed-hit';
import { codesOf, factsFor, findingsOf } from '../testing/signal-facts';
import { reputationFeedHit } from './reputation-feed-hit';

describe('reputation-feed-hit', () => {
  it.each([
    ['no entry', 'phish.example', [], []],
    ['a URL entry', 'phish.example', [feedHit()], ['feed-listed']],
    [
      'a host entry',
      'phish.example',
      [feedHit({ kind: 'host', indicator: 'phish.example' })],
      ['feed-listed'],
    ],
    [
      'entries from two feeds',
      'phish.example',
      [feedHit(), feedHit({ source: 'urlhaus', indicator: 'phish.example', kind: 'host' })],
      ['feed-listed', 'feed-listed'],
    ],
    // Feeds list single abused pages on shared or brand hosts; the whole host is not condemned.
    [
      'a host entry for a shared host',
      'docs.google.com',
      [feedHit({ kind: 'host', indicator: 'docs.google.com' })],
      [],
    ],
    [
      'a host entry for a brand’s own host',
      'login.microsoftonline.com',
      [feedHit({ kind: 'host', indicator: 'login.microsoftonline.com' })],
      [],
    ],
    [
      'an exact URL on a shared host',
      'https://docs.google.com/forms/d/abc',
      [feedHit({ indicator: 'https://docs.google.com/forms/d/abc' })],
      ['feed-listed'],
    ],
  ])('%s on %s gives %j', (_label, input, feeds, codes) => {
    expect(codesOf(reputationFeedHit, factsFor(input, { feeds }))).toEqual(codes);
  });

  it('names the feed, the entry and the list version', () => {
    const feeds = [feedHit(), feedHit({ kind: 'host', indicator: 'phish.example' })];
    const [finding] = findingsOf(reputationFeedHit, factsFor('phish.example', { feeds })) ?? [];
    expect(finding).toMatchObject({
      title: 'Listed by OpenPhish',
      severity: 'critical',
      evidence: 'OpenPhish lists http://phish.example/login as malicious (and 1 more entries).',
      source: 'threat feed OpenPhish (list of 2030-06-01 10:00 UTC)',
    });
  });
});
