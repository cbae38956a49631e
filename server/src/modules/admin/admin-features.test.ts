// The feature flags through the real app: an admin saves them with PUT /api/admin/features and the
// behaviour changes on the next request, with no restart.
import {
  AnalyzeResponseSchema,
  ChatResponseSchema,
  FeaturesSchema,
  SiteStatusSchema,
  type Features,
} from '@scamcheck/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOOPBACK_SITE_IP,
  registeredDaysAgo,
  startLoopbackInternet,
  type LoopbackInternet,
} from '../../engine/testing/loopback-internet';
import {
  manualClock,
  startOpenAiServer,
  startTestSite,
  type OpenAiServer,
  type TestSite,
} from '../../test-support';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial } from '../auth/testing/trial-sign-in';

type Admin = { agent: TestAgent; csrfToken: string };

async function signInAdmin(testApp: TestApp): Promise<Admin> {
  const agent = request.agent(testApp.app);
  const { csrfToken } = await signInForTrial(agent, { email: 'flags-admin@example.com', role: 'admin' });
  return { agent, csrfToken };
}

async function setFlags(admin: Admin, changes: Partial<Features>): Promise<Features> {
  const current = FeaturesSchema.parse((await admin.agent.get('/api/admin/features')).body);
  const res = await admin.agent
    .put('/api/admin/features')
    .set('X-CSRF-Token', admin.csrfToken)
    .send({ ...current, ...changes });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return FeaturesSchema.parse(res.body);
}

const APP_ENV = { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' };

describe('feature flags on a default server', () => {
  let testApp: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    testApp = await createTestApp({ env: APP_ENV });
    admin = await signInAdmin(testApp);
  });
  afterAll(() => testApp.close());

  it('starts from the configuration: live checks as LIVE_CHECKS says, everything else on, 24 h cache', async () => {
    expect((await admin.agent.get('/api/admin/features')).body).toEqual({
      liveChecks: false,
      aiProvider: true,
      planEnforcement: true,
      comments: true,
      maintenanceBanner: null,
      cacheTtlHours: 24,
    });
    expect((await request(testApp.app).get('/api/site-status')).body).toEqual({
      maintenanceBanner: null,
      commentsEnabled: true,
    });
  });

  it('shows the maintenance banner and the comments switch to every visitor at once', async () => {
    await setFlags(admin, { maintenanceBanner: '  Scheduled maintenance at 22:00 UTC.  ', comments: false });
    const status = SiteStatusSchema.parse((await request(testApp.app).get('/api/site-status')).body);
    expect(status).toEqual({
      maintenanceBanner: 'Scheduled maintenance at 22:00 UTC.',
      commentsEnabled: false,
    });
    await setFlags(admin, { maintenanceBanner: '', comments: true });
    expect((await request(testApp.app).get('/api/site-status')).body).toEqual({
      maintenanceBanner: null,
      commentsEnabled: true,
    });
  });

  it.each([
    ['a cache lifetime of 0 hours', { cacheTtlHours: 0 }, 'The cache lifetime is at least 1 hour'],
    ['a cache lifetime over a week', { cacheTtlHours: 169 }, 'The cache lifetime is at most 168 hours'],
    [
      'a banner over 500 characters',
      { maintenanceBanner: 'x'.repeat(501) },
      'The banner is limited to 500 characters',
    ],
  ])('refuses %s with a readable message and keeps the flags', async (_label, change, message) => {
    const before = (await admin.agent.get('/api/admin/features')).body as Features;
    const res = await admin.agent
      .put('/api/admin/features')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ ...before, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await admin.agent.get('/api/admin/features')).body).toEqual(before);
  });

  it('lets every analysis through, counting nothing, while plan enforcement is off', async () => {
    const visitor = () => request(testApp.app).post('/api/analyze');
    await setFlags(admin, { planEnforcement: false });
    for (let index = 0; index < 22; index += 1) {
      const res = await visitor().send({ domain: `free-plan-${index}.com` });
      expect(res.status).toBe(200);
    }
    // Nothing was counted, so the free allowance is whole again when enforcement returns.
    await setFlags(admin, { planEnforcement: true });
    const quota = await request(testApp.app).get('/api/quota');
    expect(quota.body).toMatchObject({ plan: 'free', used: 0, limit: 20 });
  });

  it('is kept in storage, so a restarted server (or another replica) comes up with the saved flags', async () => {
    await setFlags(admin, { comments: false, cacheTtlHours: 2 });
    const replica = await createTestApp({ storage: testApp.container.storage, env: APP_ENV });
    try {
      expect(replica.container.featureFlags.current()).toMatchObject({ comments: false, cacheTtlHours: 2 });
    } finally {
      replica.container.featureFlags.stop();
    }
    await setFlags(admin, { comments: true, cacheTtlHours: 24 });
  });
});

describe('the cache lifetime flag', () => {
  let testApp: TestApp;
  let admin: Admin;
  const clock = manualClock(new Date('2025-03-01T12:00:00Z'));
  beforeAll(async () => {
    testApp = await createTestApp({ env: APP_ENV, clock });
    admin = await signInAdmin(testApp);
  });
  afterAll(() => testApp.close());

  const analyze = async () =>
    AnalyzeResponseSchema.parse(
      (await request(testApp.app).post('/api/analyze').send({ domain: 'ttl-shop.com' })).body,
    );

  it('serves a stored report within the lifetime and runs a fresh analysis after it', async () => {
    const first = await analyze();
    expect(first.cached).toBe(false);
    clock.advance(2 * 60 * 60 * 1000);
    expect((await analyze()).cached).toBe(true);
    await setFlags(admin, { cacheTtlHours: 1 });
    const after = await analyze();
    expect(after.cached).toBe(false);
    expect(after.id).not.toBe(first.id);
  });
});

describe('the live checks flag', () => {
  let site: TestSite;
  let internet: LoopbackInternet;
  let testApp: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    site = await startTestSite({
      host: LOOPBACK_SITE_IP,
      routes: { '/': { body: '<title>Bakery</title>' } },
    });
    internet = await startLoopbackInternet({
      domains: { 'live-bakery.com': { registered: registeredDaysAgo(3650) } },
      sites: [site],
    });
    testApp = await createTestApp({ env: { ...internet.env, ...APP_ENV }, fetcher: internet.fetcher() });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await Promise.all([site.close(), internet.close()]);
  });

  const dnsCheck = async () => {
    const res = await request(testApp.app).post('/api/analyze?fresh=1').send({ domain: 'live-bakery.com' });
    return AnalyzeResponseSchema.parse(res.body).checks.find((check) => check.id === 'dns');
  };

  it('skips DNS, TLS, RDAP and the page while off, and runs them again once back on', async () => {
    expect(await dnsCheck()).toEqual({ id: 'dns', status: 'ok' });
    await setFlags(admin, { liveChecks: false });
    expect(await dnsCheck()).toEqual({ id: 'dns', status: 'skipped', detail: 'live checks are off' });
    await setFlags(admin, { liveChecks: true });
    expect(await dnsCheck()).toEqual({ id: 'dns', status: 'ok' });
  });
});

describe('the AI provider flag', () => {
  const MODEL_REPLY = 'Hello from the model. See our [home page](/).';
  let model: OpenAiServer;
  let testApp: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    model = await startOpenAiServer(() => ({ content: MODEL_REPLY }));
    testApp = await createTestApp({
      env: { ...APP_ENV, OPENAI_API_KEY: 'sk-local', OPENAI_BASE_URL: model.baseUrl, AI_MAX_RETRIES: '0' },
    });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await model.close();
  });

  const ask = async () => {
    const res = await request(testApp.app)
      .post('/api/ai/chat')
      .send({ messages: [{ role: 'user', content: 'How do I spot a phishing email?' }] });
    expect(res.status).toBe(200);
    return ChatResponseSchema.parse(res.body).choices[0]?.message.content;
  };

  it('answers from the offline assistant while off, without calling the model, and from the model again when on', async () => {
    expect(await ask()).toBe(MODEL_REPLY);
    await setFlags(admin, { aiProvider: false });
    const sentBefore = model.requests.length;
    const offline = await ask();
    expect(offline).not.toBe(MODEL_REPLY);
    expect(offline).toMatch(/phishing/i);
    expect(model.requests.length).toBe(sentBefore);
    await setFlags(admin, { aiProvider: true });
    expect(await ask()).toBe(MODEL_REPLY);
  });
});
