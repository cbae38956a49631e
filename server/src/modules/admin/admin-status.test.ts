import { AdminStatusSchema, APP_VERSION } from '@scamcheck/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFileServer, startOpenAiServer, type OpenAiServer, type TestSite } from '../../test-support';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial, type SignedInAgent } from '../auth/testing/trial-sign-in';

const APP_ENV = { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' };

async function adminOf(testApp: TestApp): Promise<{ agent: TestAgent; session: SignedInAgent }> {
  const agent = request.agent(testApp.app);
  const session = await signInForTrial(agent, { email: 'ops@example.com', role: 'admin' });
  return { agent, session };
}

describe('GET /api/admin/status and "refresh now"', () => {
  let files: TestSite;
  let testApp: TestApp;
  let admin: { agent: TestAgent; session: SignedInAgent };
  beforeAll(async () => {
    files = await startFileServer({
      '/openphish.txt': 'http://phish-one.example/login\nhttp://phish-two.example/\n',
      '/top.csv': '1,example.org\n2,example.com\n3,example.net\n',
    });
    testApp = await createTestApp({
      env: {
        ...APP_ENV,
        FEED_OPENPHISH_URL: files.url('/openphish.txt'),
        // Nothing is served here: this feed's download fails.
        FEED_URLHAUS_URL: files.url('/missing.txt'),
        POPULARITY_LIST_URL: files.url('/top.csv'),
      },
    });
    admin = await adminOf(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await files.close();
  });

  const status = async () => AdminStatusSchema.parse((await admin.agent.get('/api/admin/status')).body);
  const refresh = (target: string) =>
    admin.agent
      .post('/api/admin/status/refresh')
      .set('X-CSRF-Token', admin.session.csrfToken)
      .send({ target });

  it('describes the real storage, rate-limit store, OCR pool, AI provider and version', async () => {
    const body = await status();
    expect(body).toMatchObject({
      version: APP_VERSION,
      storage: { adapter: 'pglite-memory', healthy: true },
      ai: { provider: 'offline', configured: false, enabled: true, reachable: null },
      ocr: { workers: 1, started: false, busy: 0, queued: 0 },
      rateLimitStore: { kind: 'memory', healthy: true },
      liveChecks: false,
    });
    expect(body.memory.rssBytes).toBeGreaterThan(body.memory.heapUsedBytes);
    expect(body.feeds.map((feed) => feed.source)).toEqual(['openphish', 'urlhaus']);
    expect(body.feeds[0]).toMatchObject({ entries: 0, lastFetchedAt: null, lastError: null });
    expect(body.popularity).toMatchObject({ entries: 0, lastFetchedAt: null });
  });

  it('downloads the feeds on "refresh now", showing entries, the time, and a failed source\'s error', async () => {
    const res = await refresh('feeds');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ started: true });
    await testApp.container.engineJobs.feeds.idle();
    const [openphish, urlhaus] = (await status()).feeds;
    // Each listed URL is stored twice: as the URL and as its host.
    expect(openphish).toMatchObject({ source: 'openphish', entries: 4, lastError: null });
    expect(openphish?.lastFetchedAt).not.toBeNull();
    expect(urlhaus).toMatchObject({ source: 'urlhaus', entries: 0, lastFetchedAt: null });
    expect(urlhaus?.lastError).toMatch(/404/);
  });

  it('downloads the popularity list on "refresh now", and refuses an unknown target', async () => {
    expect((await refresh('popularity')).status).toBe(202);
    await testApp.container.engineJobs.popularity.idle();
    expect((await status()).popularity).toMatchObject({ entries: 3, lastError: null });
    expect((await refresh('everything')).status).toBe(400);
  });
});

describe('AI reachability on the status page', () => {
  let model: OpenAiServer;
  beforeAll(async () => {
    model = await startOpenAiServer(() => ({ content: 'hi' }));
  });
  afterAll(() => model.close());

  async function aiStatus(baseUrl: string) {
    const testApp = await createTestApp({
      env: { ...APP_ENV, OPENAI_API_KEY: 'sk-local', OPENAI_BASE_URL: baseUrl, AI_MAX_RETRIES: '0' },
    });
    try {
      const admin = await adminOf(testApp);
      return AdminStatusSchema.parse((await admin.agent.get('/api/admin/status')).body).ai;
    } finally {
      await testApp.close();
    }
  }

  it('reports a configured model endpoint that answers as reachable', async () => {
    expect(await aiStatus(model.baseUrl)).toEqual({
      provider: 'openai',
      configured: true,
      enabled: true,
      reachable: true,
    });
  });

  it('reports an endpoint nobody listens on as unreachable', async () => {
    const closed = await startOpenAiServer(() => ({ content: 'hi' }));
    const { baseUrl } = closed;
    await closed.close();
    expect((await aiStatus(baseUrl)).reachable).toBe(false);
  });
});
