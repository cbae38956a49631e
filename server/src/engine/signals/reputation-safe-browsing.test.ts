import { describe, expect, it } from 'vitest';
import { codesOf, factsFor, findingsOf } from '../testing/signal-facts';
import { reputationSafeBrowsing } from './reputation-safe-browsing';

const match = (threatType: string) => ({
  url: 'https://bad.example/',
  threatType,
  platformType: 'ANY_PLATFORM',
});

describe('reputation-safe-browsing', () => {
  it.each([
    [[], []],
    [[match('SOCIAL_ENGINEERING')], ['safe-browsing-listed']],
    [[match('MALWARE'), match('UNWANTED_SOFTWARE')], ['safe-browsing-listed']],
  ])('matches %j give %j', (matches, codes) => {
    const facts = factsFor('bad.example', {
      'safe-browsing': { checkedUrls: ['https://bad.example/'], matches },
    });
    expect(codesOf(reputationSafeBrowsing, facts)).toEqual(codes);
  });

  it('says what Google flags the URL for', () => {
    const facts = factsFor('bad.example', {
      'safe-browsing': { checkedUrls: [], matches: [match('SOCIAL_ENGINEERING'), match('MALWARE')] },
    });
    const [finding] = findingsOf(reputationSafeBrowsing, facts) ?? [];
    expect(finding?.evidence).toBe(
      'Google Safe Browsing lists https://bad.example/ for phishing or deceptive content and malware.',
    );
  });
});
