/** A realistic answer of POST /api/analyze-message for a delivery-fee scam SMS, valid against the shared schema. */
import { MessageAnalysisResultSchema, type MessageAnalysisResult } from '@scamcheck/shared';

export const DELIVERY_SCAM_SMS =
  'Royal Mail: your parcel is on hold because of an unpaid shipping fee of £1.99. Pay within 24 hours or it will be returned: https://royalmail-redelivery.top/pay or call 09011 234567.';

export function deliveryScamResult(overrides: Partial<MessageAnalysisResult> = {}): MessageAnalysisResult {
  return MessageAnalysisResultSchema.parse({
    score: 4,
    band: 'suspicious',
    verdict: 'scam',
    summary:
      'This is a scam. It pretends to be Royal Mail and asks for a small fee through a link that is not Royal Mail’s site.',
    channel: 'sms',
    families: ['delivery-fee'],
    stages: {
      hook: 'your parcel is on hold',
      request: 'Pay within 24 hours',
      pressure: 'or it will be returned',
    },
    findings: [
      {
        code: 'fee-to-release-parcel',
        family: 'delivery-fee',
        title: 'Asks for a small fee to release a parcel',
        evidence: 'unpaid shipping fee of £1.99',
        axis: 'harm',
        points: -35,
      },
      {
        code: 'deadline',
        family: null,
        title: 'Sets a deadline',
        evidence: 'within 24 hours',
        axis: 'harm',
        points: -15,
      },
      {
        code: 'names-recipient',
        family: null,
        title: 'Uses your name',
        evidence: 'Hi Sam',
        axis: 'trust',
        points: 5,
      },
    ],
    entities: {
      links: [
        {
          text: 'https://royalmail-redelivery.top/pay',
          domain: 'royalmail-redelivery.top',
          score: 12,
          band: 'suspicious',
          reportPath: '/domain/royalmail-redelivery.top',
          issues: ['Brand name on an unrelated domain', 'High-risk ending (.top)'],
        },
      ],
      phones: [
        {
          text: '09011 234567',
          kind: 'premium-rate',
          country: 'GB',
          note: 'UK premium-rate numbers cost up to £3.60 a minute.',
        },
      ],
      emails: ['support@royalmail-help.top'],
      amounts: [{ text: '£1.99', currency: 'GBP', value: 1.99 }],
      brands: [{ name: 'Royal Mail', officialDomain: 'royalmail.com', linksElsewhere: true }],
    },
    classifier: { scamProbability: 0.97, spamProbability: 0.02, model: 'message-nb 2026-11' },
    advice: {
      family: 'delivery-fee',
      whatToDo: [
        'Do not click the link or call the number.',
        'Track parcels only on the carrier’s own website or app.',
      ],
      ifAlreadyReplied: [
        'Call your bank on the number on your card and block the card.',
        'Report the message by forwarding it to 7726.',
      ],
    },
    unavailable: [],
    ...overrides,
  });
}
