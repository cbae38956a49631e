import { MessageAnalysisResultSchema, type UnavailableOutcome } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { notChecked, scoreLinks } from '../images/links/score-links';
import { extractLinks } from '../images/text/extract-links';
import { FAMILY_RULES, type FamilyRule } from './families';
import { createMessageAnalyzer } from './message-analyzer';
import { FAMILY_POINTS, type FamilyWeights } from './verdict/family-weights';
import { FAMILY_SCALE, MESSAGE_POINTS, type MessageWeights } from './verdict/message-weights';

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

describe('scam-family points', () => {
  const withParcelFee = (fee: number | undefined): FamilyWeights => {
    const { 'fee-and-link-or-problem': _dropped, ...others } = FAMILY_POINTS['delivery-fee'];
    const table = fee === undefined ? others : { ...others, 'fee-and-link-or-problem': fee };
    return { ...FAMILY_POINTS, 'delivery-fee': table as FamilyWeights['delivery-fee'] };
  };
  const parcel = (familyWeights: FamilyWeights) =>
    createMessageAnalyzer({ familyWeights }).analyze({ text: PARCEL });
  const parcelPoints = (familyWeights: FamilyWeights) =>
    parcel(familyWeights).findings.find((finding) => finding.code === 'family-delivery-fee')?.points;

  it('come from the outcome table: changing an outcome weight changes the finding', () => {
    expect(parcelPoints(FAMILY_POINTS)).toBe(
      Math.round(FAMILY_POINTS['delivery-fee']['fee-and-link-or-problem'] * FAMILY_SCALE),
    );
    expect(parcelPoints(withParcelFee(20))).toBe(Math.round(20 * FAMILY_SCALE));
    expect(parcel(withParcelFee(0)).families).not.toContain('delivery-fee');
  });

  it('make a family whose outcome has no weight unavailable rather than counting it', () => {
    const result = parcel(withParcelFee(undefined));
    expect(result.unavailable).toEqual([{ id: 'delivery-fee', detail: 'this check failed' }]);
    expect(result.families).not.toContain('delivery-fee');
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
