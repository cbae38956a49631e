import { describe, expect, it } from 'vitest';
import { codesOf, factsFor, findingsOf } from '../testing/signal-facts';
import { reputationWebRisk } from './reputation-web-risk';

const match = (...threatTypes: string[]) => ({ url: 'https://bad.example/', threatTypes });

describe('reputation-web-risk', () => {
  it.each([
    [[], []],
    [[match('SOCIAL_ENGINEERING')], ['web-risk-listed']],
    [[match('MALWARE', 'UNWANTED_SOFTWARE')], ['web-risk-listed']],
  ])('matches %j give %j', (matches, codes) => {
    const facts = factsFor('bad.example', { 'web-risk': { checkedUrls: ['https://bad.example/'], matches } });
    expect(codesOf(reputationWebRisk, facts)).toEqual(codes);
  });

  it('says what Google flags the URL for', () => {
    const facts = factsFor('bad.example', {
      'web-risk': { checkedUrls: [], matches: [match('SOCIAL_ENGINEERING', 'MALWARE')] },
    });
    const [finding] = findingsOf(reputationWebRisk, facts) ?? [];
    expect(finding?.evidence).toBe(
      'Google Web Risk lists https://bad.example/ for phishing or deceptive content and malware.',
    );
  });
});
