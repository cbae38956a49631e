/** Assertions the message tests share: a message is flagged (as a family), or it is not. */
import { expect } from 'vitest';
import type { MessageAnalyzer } from '../message-analyzer';

const FLAGGED = ['scam', 'suspicious'];

/** The message is called scam or suspicious, and the family is among its families. */
export function expectFlaggedAs(analyzer: MessageAnalyzer, text: string, family: string) {
  const result = analyzer.analyze({ text });
  expect(result.families).toContain(family);
  expect(FLAGGED).toContain(result.verdict);
  return result;
}

/** The message is called scam or suspicious, and a finding with this code (a general signal) is among the reasons. */
export function expectFlaggedWith(analyzer: MessageAnalyzer, text: string, code: string) {
  const result = analyzer.analyze({ text });
  expect(result.findings.map((finding) => finding.code)).toContain(code);
  expect(FLAGGED).toContain(result.verdict);
  return result;
}

/** The message is neither scam nor suspicious. */
export function expectNotFlagged(analyzer: MessageAnalyzer, text: string) {
  const result = analyzer.analyze({ text });
  expect(FLAGGED).not.toContain(result.verdict);
  return result;
}
