import { describe, expect, it } from 'vitest';
import { digestMessage } from '../ai-provider';
import { offlineReply } from '../offline-provider';
import { sampleMessageResult } from '../testing/sample-message-result';
import { answerFromMessage, MESSAGE_CHECKER_PATH } from './message-answer';
import { countSentences } from './sentences';

const reply = (result = sampleMessageResult()) =>
  offlineReply({
    history: [{ role: 'user', content: 'Is this real?\nE-ZPass: unpaid toll balance, pay now' }],
    messageCheck: digestMessage(result),
  });

describe('the offline answer to a pasted message', () => {
  it('gives the verdict, the main reasons and the first steps, then the report of its worst link', () => {
    expect(reply()).toBe(
      'This message looks like a scam (score 7/100), of the “unpaid toll or fine” kind. ' +
        'Main warning signs: demands an unpaid toll by text and threatens a late fee. ' +
        'What to do now: do not click the link; check your balance on the toll agency’s own website. ' +
        'The link goes to tolls-due.top: see its [full report](/domain/tolls-due.top).',
    );
    expect(countSentences(reply())).toBe(4);
  });

  it('points to the message checker when the message has no link', () => {
    const answer = reply(
      sampleMessageResult({
        entities: { links: [], phones: [], emails: [], amounts: [], brands: [] },
      }),
    );
    expect(answer).toContain(`[message checker](${MESSAGE_CHECKER_PATH})`);
    expect(answer.startsWith('This message looks like a scam')).toBe(true);
  });

  it.each([
    ['suspicious', 'This message has warning signs (score 45/100)'],
    ['spam', 'This looks like unwanted marketing (spam) rather than a scam (score 45/100)'],
    ['no-signs', 'I found no scam signs in this message (score 45/100), though that is not a guarantee'],
  ] as const)('words a %s verdict carefully', (verdict, opening) => {
    const answer = answerFromMessage(
      digestMessage(sampleMessageResult({ verdict, score: 45, band: 'caution', families: [], findings: [] })),
    );
    expect(answer.startsWith(opening)).toBe(true);
    expect(answer).not.toContain('Main warning signs');
    expect(answer).not.toMatch(/\bsafe\b/i);
  });
});
