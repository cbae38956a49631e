import { describe, expect, it } from 'vitest';
import { AnalyzeResponseSchema, DomainReportSchema, emptyReportFacts } from './domain-report';

function report(overrides: Record<string, unknown> = {}) {
  return {
    domain: 'paypa1.com',
    unicodeDomain: 'paypa1.com',
    registrableDomain: 'paypa1.com',
    url: null,
    score: 20,
    band: 'suspicious',
    threatLevel: 'danger',
    summary: 'This site imitates PayPal.',
    findings: [
      {
        code: 'lookalike-homoglyph',
        category: 'lookalike',
        severity: 'critical',
        title: 'Looks like paypal.com',
        evidence: 'Did you mean paypal.com?',
        source: 'typosquat (brands v1)',
        points: -50,
      },
    ],
    facts: emptyReportFacts(),
    checks: [{ id: 'dns', status: 'unavailable', detail: 'timed out' }],
    lookalike: { brand: 'PayPal', officialDomain: 'paypal.com', technique: 'homoglyph' },
    hardFail: { code: 'lookalike-homoglyph', cap: 20 },
    evidence: { harm: 50, establishment: 0 },
    createdAt: '2025-01-02T03:04:05.000Z',
    engineVersion: '1.2.2',
    ...overrides,
  };
}

describe('DomainReportSchema', () => {
  it('accepts a lexical-only report with every fact unknown', () => {
    expect(DomainReportSchema.parse(report())).toEqual(report());
  });

  it('accepts a report with live facts', () => {
    const facts = {
      ...emptyReportFacts(),
      ageDays: 3,
      registeredAt: '2025-01-01T00:00:00Z',
      registrationStatus: ['client hold'],
      certificate: {
        issuer: "Let's Encrypt",
        validFrom: '2025-01-01T00:00:00Z',
        validTo: '2025-04-01T00:00:00Z',
        ageDays: 1,
        sanMatch: true,
        selfSigned: false,
      },
      dns: { a: ['192.0.2.1'], aaaa: [], mx: [], ns: ['ns1.example'], spf: false, dmarc: false },
      hosting: { ip: '192.0.2.1', asn: 64500 },
      redirects: [{ url: 'http://paypa1.com/', status: 301 }],
      feedHits: [{ source: 'openphish', indicator: 'http://paypa1.com/' }],
    };
    expect(DomainReportSchema.safeParse(report({ facts })).success).toBe(true);
  });

  it.each([
    ['a score above 100', { score: 101 }],
    ['a fractional score', { score: 50.5 }],
    ['an unknown band', { band: 'green' }],
    ['a finding without evidence', { findings: [{ code: 'x', category: 'lexical', severity: 'low' }] }],
    ['a non-ISO creation date', { createdAt: 'yesterday' }],
    ['missing facts', { facts: undefined }],
  ])('rejects %s', (_label, overrides) => {
    expect(DomainReportSchema.safeParse(report(overrides)).success).toBe(false);
  });
});

describe('AnalyzeResponseSchema', () => {
  it('adds the stored id and the cache flag', () => {
    expect(AnalyzeResponseSchema.parse({ ...report(), id: 'r1', cached: true })).toMatchObject({
      id: 'r1',
      cached: true,
      domain: 'paypa1.com',
    });
    expect(AnalyzeResponseSchema.safeParse(report()).success).toBe(false);
  });
});
