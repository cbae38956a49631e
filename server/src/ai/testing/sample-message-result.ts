// A message analysis for AI tests: a toll-fine scam text with one link, changed by overrides.
import { MessageAnalysisResultSchema, type MessageAnalysisResult } from '@scamcheck/shared';

export function sampleMessageResult(overrides: Partial<MessageAnalysisResult> = {}): MessageAnalysisResult {
  return MessageAnalysisResultSchema.parse({
    score: 7,
    band: 'suspicious',
    verdict: 'scam',
    summary: 'This is a scam: a fake unpaid-toll notice with a payment link.',
    channel: 'sms',
    families: ['toll-fine'],
    stages: { hook: 'unpaid toll balance', request: 'pay now', pressure: 'late fee of $50 applies today' },
    findings: [
      {
        code: 'urgency',
        family: null,
        title: 'Threatens a late fee',
        evidence: 'late fee',
        axis: 'harm',
        points: -10,
      },
      {
        code: 'toll-demand',
        family: 'toll-fine',
        title: 'Demands an unpaid toll by text',
        evidence: 'unpaid toll balance',
        axis: 'harm',
        points: -30,
      },
    ],
    entities: {
      links: [
        {
          text: 'https://ezpass-pay.example/x',
          domain: 'ezpass-pay.example',
          score: 30,
          band: 'suspicious',
          reportPath: '/domain/ezpass-pay.example',
          issues: [],
        },
        {
          text: 'https://tolls-due.top/pay',
          domain: 'tolls-due.top',
          score: 9,
          band: 'suspicious',
          reportPath: '/domain/tolls-due.top',
          issues: ['High-risk ending (.top)'],
        },
      ],
      phones: [],
      emails: [],
      amounts: [],
      brands: [],
    },
    classifier: null,
    advice: {
      family: 'toll-fine',
      whatToDo: [
        'Do not click the link. Toll agencies do not ask for payment by text.',
        'Check your balance on the toll agency’s own website.',
        'Delete the message.',
      ],
      ifAlreadyReplied: ['Call your bank and dispute the payment.'],
    },
    unavailable: [],
    ...overrides,
  });
}
