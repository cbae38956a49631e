// Builds reports for AI tests: a plain trusted-looking site by default, changed by overrides.
import { emptyReportFacts, type DomainReport, type Finding } from '@scamcheck/shared';

export function finding(overrides: Partial<Finding> = {}): Finding {
  return {
    code: 'domain-young',
    category: 'registration',
    severity: 'high',
    title: 'Registered 3 days ago',
    evidence: 'RDAP registration date 2030-01-12',
    source: 'rdap',
    points: -20,
    ...overrides,
  };
}

export function sampleReport(
  overrides: Partial<Omit<DomainReport, 'summary'>> = {},
): Omit<DomainReport, 'summary'> {
  return {
    domain: 'example.com',
    unicodeDomain: 'example.com',
    registrableDomain: 'example.com',
    url: null,
    score: 65,
    band: 'caution',
    threatLevel: 'caution',
    findings: [
      finding(),
      finding({
        code: 'popular',
        category: 'popularity',
        severity: 'info',
        title: 'Among the top 10,000 sites',
        points: 15,
      }),
    ],
    facts: emptyReportFacts(),
    checks: [{ id: 'rdap', status: 'ok' }],
    lookalike: null,
    evidence: { harm: 20, establishment: 15 },
    hardFail: null,
    createdAt: '2030-01-15T12:00:00.000Z',
    engineVersion: 'test',
    ...overrides,
  };
}
