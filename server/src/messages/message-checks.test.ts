import { MessageAnalysisResultSchema, type UnavailableOutcome } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { notChecked, scoreLinks } from '../images/links/score-links';
import { extractLinks } from '../images/text/extract-links';
import { FAMILY_RULES, type FamilyRule } from './families';
import { createMessageAnalyzer } from './message-analyzer';
import { MESSAGE_POINTS, type MessageWeights } from './verdict/message-weights';

const PARCEL =
  'Royal Mail: your parcel could not be delivered. A £1.99 redelivery fee is due. Pay now at royalmail-redeliver.top';
const CODE = 'Your code is 1234. Do not share it with anyone.';

const broken: FamilyRule = {
  id: 'broken-rule',
  kind: 'message-rule',
  axis: 'harm',
  family: 'delivery-fee',
  title: 'A rule with a bug',
  cueNames: [],
  run: () => {
    throw new RangeError('cue table out of range');
  },
};

describe('message checks', () => {
  it('lists a rule that throws as unavailable, logs its error, and still gives the verdict', () => {
    const told: [UnavailableOutcome, unknown][] = [];
    const analyzer = createMessageAnalyzer({
      families: [broken, ...FAMILY_RULES],
      onUnavailable: (outcome, error) => told.push([outcome, error]),
    });
    const result = analyzer.analyze({ text: PARCEL });
    expect(MessageAnalysisResultSchema.parse(result)).toEqual(result);
    expect(result.unavailable).toEqual([{ id: 'broken-rule', detail: 'this check failed' }]);
    expect(told.map(([outcome]) => [outcome.id, outcome.error])).toEqual([
      ['broken-rule', 'RangeError: cue table out of range'],
    ]);
    expect(told[0]?.[1]).toBeInstanceOf(RangeError);
    const healthy = createMessageAnalyzer().analyze({ text: PARCEL });
    expect(result.verdict).toBe(healthy.verdict);
    expect(result.score).toBe(healthy.score);
    expect(healthy.unavailable).toEqual([]);
  });

  it('takes points from the weights table: changing the data changes the points', () => {
    const points = (weights: MessageWeights, text: string, code: string) =>
      createMessageAnalyzer({ weights })
        .analyze({ text })
        .findings.find((finding) => finding.code === code)?.points;
    expect(points(MESSAGE_POINTS, CODE, 'do-not-share')).toBe(MESSAGE_POINTS['do-not-share']);
    expect(points({ ...MESSAGE_POINTS, 'do-not-share': 33 }, CODE, 'do-not-share')).toBe(33);
    const brand = 'PayPal: your account is limited. Restore access at paypal-secure-restore.com';
    expect(points({ ...MESSAGE_POINTS, 'brand-link-mismatch': 41 }, brand, 'brand-link-mismatch')).toBe(41);
  });

  it('makes a check whose weight is missing unavailable rather than counting it', () => {
    const { 'do-not-share': _dropped, ...rest } = MESSAGE_POINTS;
    const result = createMessageAnalyzer({ weights: rest as MessageWeights }).analyze({ text: CODE });
    expect(result.unavailable).toEqual([{ id: 'do-not-share', detail: 'this check failed' }]);
    expect(result.findings.map((finding) => finding.code)).not.toContain('do-not-share');
  });
});

describe('checks that could not run on a link', () => {
  it('are listed once per check, after the rules that threw', () => {
    const [link] = scoreLinks(extractLinks('see paypal-verify.top now'));
    if (link === undefined) throw new Error('no link read');
    const failed = {
      id: 'typosquat',
      kind: 'lexical',
      status: 'unavailable',
      reason: 'this check failed',
      error: 'Error: bug',
    } as const;
    const rule = { ...failed, id: 'prize', kind: 'message-rule' } as const;
    const links = [
      { ...link, unavailable: [failed] },
      { ...link, unavailable: [failed] },
    ];
    expect(notChecked([rule], links)).toEqual([
      { id: 'prize', detail: 'this check failed' },
      { id: 'typosquat', detail: 'this check failed' },
    ]);
    expect(link.unavailable).toEqual([]);
  });
});
