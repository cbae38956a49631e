import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { updateSettings } from '../lib/settings';
import { reportFor, startScamCheckServer, type ScamCheckServer } from '../testing/scamcheck-server';
import { createSiteChecker } from './site-check';

let server: ScamCheckServer;
beforeEach(async () => {
  fakeBrowser.reset();
  server = await startScamCheckServer();
  await updateSettings({ serverUrl: server.url });
});
afterEach(() => server.close());

const PAGE = 'https://login.example.com/reset?token=secret#step2';

describe('createSiteChecker', () => {
  it('uses the stored report when the server has one, without running an analysis', async () => {
    server.reports.set('login.example.com', reportFor('login.example.com', 91));
    const check = await createSiteChecker().check(PAGE, 'lookup');
    expect(check.server).toMatchObject({ state: 'ok', summary: { score: 91, source: 'server' } });
    expect(server.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('only reads on a navigation, and says when the site was never analysed', async () => {
    const check = await createSiteChecker().check(PAGE, 'lookup');
    expect(check.server).toEqual({ state: 'not-analysed' });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/domain/login.example.com']);
  });

  it('analyses an unknown host when the popup opens, sending only its origin', async () => {
    server.analyzeScore = 22;
    const check = await createSiteChecker().check(PAGE, 'auto');
    expect(check.server).toMatchObject({ state: 'ok', summary: { score: 22, band: 'suspicious' } });
    const post = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body.toString() ?? '{}')).toEqual({ domain: 'https://login.example.com/' });
    expect(server.requests.map((r) => r.url).join(' ')).not.toMatch(/token|secret|reset|step2/);
  });

  it('answers a second visit from the per-host cache without a request', async () => {
    const checker = createSiteChecker();
    await checker.check(PAGE, 'auto');
    const before = server.requests.length;
    const again = await checker.check('https://login.example.com/other', 'lookup');
    expect(again.server).toMatchObject({ state: 'ok' });
    expect(server.requests.length).toBe(before);
  });

  it.each(['http://localhost:3000/admin', 'http://192.168.1.1/', 'http://intranet/'])(
    'asks the server nothing about %s, which it analyses only as a public site',
    async (url) => {
      for (const mode of ['lookup', 'auto', 'analyze'] as const) {
        const check = await createSiteChecker().check(url, mode);
        expect(check.server).toEqual({ state: 'not-public' });
      }
      expect(server.requests).toEqual([]);
    },
  );

  it('forces a new analysis on rescan', async () => {
    server.reports.set('login.example.com', reportFor('login.example.com', 91));
    await createSiteChecker().check(PAGE, 'rescan');
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/analyze?fresh=1']);
  });

  it('sends nothing at all in "local checks only" mode', async () => {
    await updateSettings({ localOnly: true });
    const check = await createSiteChecker().check(PAGE, 'analyze');
    expect(check.server).toEqual({ state: 'local-only' });
    expect(check.local.host).toBe('login.example.com');
    expect(server.requests).toEqual([]);
  });

  it('pauses automatic analyses after a 429 until the retry time', async () => {
    server.rateLimitedFor = 120;
    let now = 1_000_000;
    const checker = createSiteChecker({ now: () => now });
    const first = await checker.check('https://one.example/', 'auto');
    expect(first.server).toEqual({
      state: 'failed',
      failure: { kind: 'rate-limited', retryAfterSeconds: 120 },
    });
    const second = await checker.check('https://two.example/', 'auto');
    expect(second.server).toEqual({ state: 'paused', retryAfterSeconds: 120 });
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    now += 121_000;
    server.rateLimitedFor = undefined;
    expect((await checker.check('https://two.example/', 'auto')).server.state).toBe('ok');
  });

  it('keeps the offline score when the server is down', async () => {
    await server.close();
    const check = await createSiteChecker().check(PAGE, 'auto');
    expect(check.server).toEqual({ state: 'failed', failure: { kind: 'offline', reason: 'network-error' } });
    expect(check.local.source).toBe('local');
  });
});
