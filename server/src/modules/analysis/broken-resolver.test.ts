// Missing evidence is not evidence: on a network whose resolver answers "no such domain" for every
// name, a well-known site must not lose points for "the domain does not exist".
import { AnalyzeResponseSchema, type AnalyzeResponse } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackInternet } from '../../engine/testing/loopback-internet';
import { startDnsServer, type DnsServer } from '../../test-support';
import { createTestApp, type TestApp } from '../../test-helpers';

describe('POST /api/analyze behind a resolver that denies every name', () => {
  let denying: DnsServer;
  const apps: TestApp[] = [];
  const analyzeWith = async (env: Record<string, string>, domain: string): Promise<AnalyzeResponse> => {
    const testApp = await createTestApp({ env: { ANALYSIS_DEADLINE_MS: '3000', ...env } });
    apps.push(testApp);
    const res = await request(testApp.app).post('/api/analyze').send({ domain });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return AnalyzeResponseSchema.parse(res.body);
  };
  const codes = (report: AnalyzeResponse) => report.findings.map((finding) => finding.code);

  beforeAll(async () => {
    denying = await startDnsServer({});
  });
  afterAll(async () => {
    await Promise.all(apps.map((testApp) => testApp.close()));
    await denying.close();
  });

  it('keeps paypal.com at the score it has without live checks, and lists DNS as unavailable', async () => {
    const offline = await analyzeWith({ LIVE_CHECKS: 'off' }, 'paypal.com');
    const denied = await analyzeWith({ LIVE_CHECKS: 'on', DNS_SERVERS: denying.address }, 'paypal.com');
    expect(codes(denied)).not.toContain('dns-nxdomain');
    expect(codes(denied)).not.toContain('dns-no-mail');
    expect(denied.score).toBe(offline.score);
    expect(denied.checks.find((check) => check.id === 'dns')).toEqual({
      id: 'dns',
      status: 'unavailable',
      detail:
        "the DNS resolver could not find well-known names either, so its 'no such domain' answer was not used",
    });
  }, 60_000);

  it('takes NXDOMAIN as evidence while the resolver still finds the well-known names', async () => {
    const internet = await startLoopbackInternet({ domains: { 'live-shop.com': {} } });
    try {
      const report = await analyzeWith(internet.env, 'gone-shop.com');
      expect(codes(report)).toContain('dns-nxdomain');
      expect(report.checks.find((check) => check.id === 'dns')).toEqual({ id: 'dns', status: 'ok' });
    } finally {
      await internet.close();
    }
  });

  it('still takes NXDOMAIN as evidence when the operator switches the canary off', async () => {
    const trusting = await analyzeWith(
      { LIVE_CHECKS: 'on', DNS_SERVERS: denying.address, DNS_CANARY_NAMES: 'off' },
      'paypal.com',
    );
    expect(codes(trusting)).toContain('dns-nxdomain');
  });
});
