/** Builds result-page reports for tests: a plausible stored report, overridable field by field. */
import { emptyReportFacts, type AnalyzeResponse } from '@scamcheck/shared';

export function buildReport(overrides: Partial<AnalyzeResponse> = {}): AnalyzeResponse {
  return {
    domain: 'example.com',
    unicodeDomain: 'example.com',
    registrableDomain: 'example.com',
    url: null,
    score: 82,
    band: 'trusted',
    threatLevel: 'safe',
    summary: 'Nothing suspicious was found.',
    findings: [],
    facts: emptyReportFacts(),
    checks: [],
    lookalike: null,
    hardFail: null,
    evidence: { harm: 0, establishment: 25 },
    createdAt: new Date().toISOString(),
    engineVersion: '1.2.2',
    id: 'r1',
    cached: false,
    ...overrides,
  };
}
