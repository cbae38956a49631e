import { emptyReportFacts, type Finding } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { explainWithTemplate, type ExplainInput } from './explain';

function finding(code: string, title: string, points: number): Finding {
  return { code, title, points, category: 'content', severity: 'high', evidence: '…', source: 'test' };
}

function input(overrides: Partial<ExplainInput>): ExplainInput {
  return {
    domain: 'shop.example',
    unicodeDomain: 'shop.example',
    registrableDomain: 'shop.example',
    url: null,
    score: 80,
    band: 'trusted',
    threatLevel: 'safe',
    findings: [],
    facts: emptyReportFacts(),
    checks: [],
    lookalike: null,
    evidence: { harm: 20, establishment: 15 },
    hardFail: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    engineVersion: 'test',
    ...overrides,
  };
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9])/);

describe('explainWithTemplate', () => {
  it('says a clean site looks trustworthy, in two sentences', async () => {
    const summary = await explainWithTemplate(input({}));
    expect(summary).toBe(
      'shop.example looks trustworthy, with a score of 80/100. None of the checks that ran found a warning sign.',
    );
  });

  it('leads with the hard fail and the strongest other warning sign', async () => {
    const summary = await explainWithTemplate(
      input({
        score: 15,
        band: 'suspicious',
        threatLevel: 'danger',
        hardFail: { code: 'feed-listed', cap: 20 },
        findings: [
          finding('domain-very-young', 'Domain registered in the last month', -30),
          finding('feed-listed', 'Listed by OpenPhish', -60),
          finding('dns-no-mail', 'No email set up for this domain', -3),
        ],
      }),
    );
    expect(sentences(summary)).toEqual([
      'shop.example looks suspicious (score 15/100); we advise against entering any information on it.',
      'Listed by OpenPhish, which alone is reason enough not to trust it.',
      'Also: domain registered in the last month.',
    ]);
  });

  it('names checks that could not run, and never exceeds four sentences', async () => {
    const summary = await explainWithTemplate(
      input({
        score: 55,
        band: 'caution',
        threatLevel: 'caution',
        findings: [
          finding('a', 'Brand-new certificate', -5),
          finding('b', 'Popular', 10),
          finding('c', 'Unusual port', -12),
        ],
        checks: [
          { id: 'rdap', status: 'unavailable', detail: 'timed out' },
          { id: 'safe-browsing', status: 'skipped', detail: 'not configured' },
        ],
      }),
    );
    const parts = sentences(summary);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.length).toBeLessThanOrEqual(4);
    expect(summary).toContain('Warning signs: unusual port and brand-new certificate.');
    expect(summary).toContain(
      'Some checks could not be completed (registration data), so this result is partial.',
    );
    expect(summary).not.toContain('Safe Browsing');
  });
});
