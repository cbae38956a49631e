// POST /api/analyze when the world misbehaves (a check that never answers, a domain a threat feed
// lists) and for input it must refuse, through the real app with loopback servers.
import { AnalyzeResponseSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOOPBACK_SITE_IP,
  startLoopbackInternet,
  type LoopbackInternet,
} from '../../engine/testing/loopback-internet';
import { startFileServer, startSilentServer, type SilentServer, type TestSite } from '../../test-support';
import { createTestApp, type TestApp } from '../../test-helpers';

describe('POST /api/analyze when a check hangs', () => {
  let silent: SilentServer;
  let internet: LoopbackInternet;
  let testApp: TestApp;
  beforeAll(async () => {
    silent = await startSilentServer(LOOPBACK_SITE_IP);
    internet = await startLoopbackInternet({
      domains: { 'slow-registry.com': {} },
      extraPorts: [silent.port],
    });
    testApp = await createTestApp({
      env: {
        ...internet.env,
        RDAP_BOOTSTRAP_URL: `http://${LOOPBACK_SITE_IP}:${silent.port}/dns.json`,
        ANALYSIS_DEADLINE_MS: '1500',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await Promise.all([silent.close(), internet.close()]);
  });

  it('still answers with the report and lists the check as unavailable', async () => {
    const res = await request(testApp.app).post('/api/analyze').send({ domain: 'slow-registry.com' });
    expect(res.status).toBe(200);
    const report = AnalyzeResponseSchema.parse(res.body);
    expect(report.checks.find((check) => check.id === 'rdap')).toMatchObject({ status: 'unavailable' });
    expect(report.checks.find((check) => check.id === 'dns')).toEqual({ id: 'dns', status: 'ok' });
  });
});

describe('POST /api/analyze for a domain a threat feed lists', () => {
  let files: TestSite;
  let testApp: TestApp;
  beforeAll(async () => {
    files = await startFileServer({
      '/openphish.txt': 'http://listed-shop.com/login\nhttps://other.example/x\n',
      '/urlhaus.txt': '# URLhaus\nhttp://malware.example/a.exe\n',
      '/top.csv': '1,example.org\n7,listed-shop.com\n',
    });
    testApp = await createTestApp({
      env: {
        FEED_OPENPHISH_URL: files.url('/openphish.txt'),
        FEED_URLHAUS_URL: files.url('/urlhaus.txt'),
        POPULARITY_LIST_URL: files.url('/top.csv'),
      },
    });
    await testApp.container.engineJobs.feeds.refreshNow();
    await testApp.container.engineJobs.popularity.refreshNow();
  });
  afterAll(async () => {
    await testApp.close();
    await files.close();
  });

  it('caps the score below 40 even for a top-ranked site, naming the feed and the entry', async () => {
    const res = await request(testApp.app).post('/api/analyze').send({ domain: 'listed-shop.com' });
    const report = AnalyzeResponseSchema.parse(res.body);
    expect(report.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['feed-listed', 'popularity-top-1k']),
    );
    expect(report.score).toBeLessThanOrEqual(20);
    expect(report).toMatchObject({ band: 'suspicious', hardFail: { code: 'feed-listed', cap: 20 } });
    expect(report.findings.find((f) => f.code === 'feed-listed')?.evidence).toBe(
      'OpenPhish lists listed-shop.com as malicious.',
    );
    expect(report.facts.feedHits).toEqual([{ source: 'openphish', indicator: 'listed-shop.com' }]);
  });
});

describe('invalid input', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each([
    ['no domain', {}, 'Please enter a domain or URL'],
    ['an empty domain', { domain: '   ' }, 'Please enter a domain or URL'],
    ['a number', { domain: 42 }, 'Please enter a domain or URL'],
    ['words', { domain: 'not a domain' }, 'Please enter a valid domain name or URL'],
    ['an ftp URL', { domain: 'ftp://example.com/file' }, 'Please enter a valid domain name or URL'],
    ['a bare word', { domain: 'localhost' }, 'Please enter a valid domain name or URL'],
  ])('answers 400 to %s with the spec message', async (_label, body, message) => {
    const res = await request(testApp.app).post('/api/analyze').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
  });

  it('answers 404 for a domain never analysed, and 400 for a malformed one', async () => {
    const missing = await request(testApp.app).get('/api/domain/www.never-seen.com');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: { code: 'NOT_FOUND', message: 'No analysis found for never-seen.com' },
    });
    const malformed = await request(testApp.app).get('/api/domain/not%20a%20domain');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Please enter a valid domain name or URL');
  });
});
