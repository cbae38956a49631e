import { describe, expect, it } from 'vitest';
import { createMessageAnalyzer } from '../message-analyzer';
import { evaluateMessages, formatEvaluation, summaryOf } from './message-evaluation';

describe('message evaluation', () => {
  it('counts scam and ham rows, and spam rows apart', () => {
    const evaluation = evaluateMessages(createMessageAnalyzer(), [
      { text: 'Hi mum new number, phone broke. Can u send £300 for rent 2day? x', label: 'scam' },
      { text: 'see you at 7 for dinner', label: 'ham' },
      { text: 'MEGA SALE 50% off all sofas this weekend. Reply STOP to opt out', label: 'spam' },
    ]);
    expect(evaluation).toMatchObject({ n: 2, tp: 1, tn: 1, fp: 0, fn: 0, spamRows: 1, spamCalledSpam: 1 });
    const summary = summaryOf(evaluation);
    expect(Object.keys(summary)).toEqual(['n', 'accuracy', 'precision', 'recall', 'f1', 'fpr', 'p50ms']);
    expect(summary).toMatchObject({ accuracy: 1, recall: 1, fpr: 0 });
    expect(formatEvaluation(evaluation)).toMatch(/family-impersonation 1/);
  });
});
