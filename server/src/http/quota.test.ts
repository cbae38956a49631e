import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTrial } from '../modules/auth/testing/trial-sign-in';
import type { TestApp } from '../test-helpers';
import { fire, listen, quotaApp, type Listening } from './testing/quota-harness';

describe('plan quotas', () => {
  let testApp: TestApp;
  let server: Listening;
  let url: string;
  beforeAll(async () => {
    testApp = await quotaApp({ TRUST_PROXY: '1' });
    server = await listen(testApp);
    url = server.url;
  });
  afterAll(async () => {
    await server.close();
    await testApp.close();
  });

  it('admits exactly 20 of 50 concurrent anonymous analyses, and says when to come back', async () => {
    const responses = await fire(url, 50, { 'X-Forwarded-For': '198.51.100.1' });
    const admitted = responses.filter((res) => res.status === 200);
    const refused = responses.filter((res) => res.status === 429);
    expect(admitted).toHaveLength(20);
    expect(refused).toHaveLength(30);

    const sample = refused[0];
    const retryAfter = Number(sample?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await sample?.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: `Rate limit exceeded. Please try again in ${retryAfter} seconds.`,
      },
    });
    expect(sample?.headers.get('ratelimit-limit')).toBe('20');
    expect(sample?.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(sample?.headers.get('ratelimit-reset'))).toBe(retryAfter);
  });

  it('tells an admitted caller how much is left', async () => {
    const [first] = await fire(url, 1, { 'X-Forwarded-For': '198.51.100.2' });
    expect(first?.headers.get('ratelimit-limit')).toBe('20');
    expect(first?.headers.get('ratelimit-remaining')).toBe('19');
  });

  it('counts by the address the trusted proxy saw, whatever the client writes before it (docs/security.md)', async () => {
    const spoofed = await Promise.all(
      Array.from({ length: 21 }, (_unused, index) =>
        fire(url, 1, { 'X-Forwarded-For': `10.0.0.${index}, 198.51.100.3` }).then(([res]) => res?.status),
      ),
    );
    expect(spoofed.filter((status) => status === 429)).toHaveLength(1);
  });

  it('counts an IPv6 /56 as one caller, however many addresses it rotates through (docs/security.md)', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 21 }, (_unused, index) =>
        fire(url, 1, { 'X-Forwarded-For': `2001:db8:77:${(index * 7).toString(16)}::${index + 1}` }).then(
          ([res]) => res?.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    const [neighbour] = await fire(url, 1, { 'X-Forwarded-For': '2001:db8:77:100::1' });
    expect(neighbour?.status).toBe(200);
  });

  it('gives a signed-in user their plan’s allowance, counted by account rather than address', async () => {
    const agent = request.agent(testApp.app);
    const { user, csrfToken } = await signInForTrial(agent, { email: 'basic@example.com' });
    await testApp.container.storage.users.update(user.id, { plan: 'basic' }, new Date());
    const { key } = (await agent.post('/api/keys').set('X-CSRF-Token', csrfToken).send({ name: 'k' })).body;

    // The account's browser session and its API key draw on one allowance of 100.
    const viaKey = await fire(url, 60, { Authorization: `Bearer ${key}`, 'X-Forwarded-For': '198.51.100.4' });
    const viaOtherAddress = await fire(url, 60, {
      Authorization: `Bearer ${key}`,
      'X-Forwarded-For': '198.51.100.5',
    });
    const statuses = [...viaKey, ...viaOtherAddress].map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);

    const quota = await agent.get('/api/quota');
    expect(quota.body).toMatchObject({
      plan: 'basic',
      subject: 'account',
      limit: 100,
      used: 100,
      remaining: 0,
      resetInSeconds: expect.any(Number),
    });
    // The other allowances are untouched, and as large as the plan's.
    expect(quota.body.allowances.screenshot).toEqual({
      limit: 100,
      used: 0,
      remaining: 100,
      resetInSeconds: 0,
    });
  });

  it('shows a signed-out visitor the free allowance of their address', async () => {
    const fresh = await request(testApp.app).get('/api/quota').set('X-Forwarded-For', '198.51.100.99');
    const untouched = { limit: 20, used: 0, remaining: 20, resetInSeconds: 0 };
    expect(fresh.body).toEqual({
      plan: 'free',
      subject: 'address',
      ...untouched,
      allowances: { site: untouched, screenshot: untouched, message: untouched },
      chat: { limit: 60, used: 0, remaining: 60, resetInSeconds: 0 },
    });
    await fire(url, 3, { 'X-Forwarded-For': '198.51.100.99' });
    const after = await request(testApp.app).get('/api/quota').set('X-Forwarded-For', '198.51.100.99');
    expect(after.body).toMatchObject({ used: 3, remaining: 17 });
  });
});

describe('the quota on POST /api/analyze', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await quotaApp();
  });
  afterAll(() => testApp.close());

  it('spends nothing on a request that runs no analysis, and refuses a new one once the allowance is used', async () => {
    const invalid = await request(testApp.app).post('/api/analyze').send({ domain: '' });
    expect(invalid.status).toBe(400);
    expect((await request(testApp.app).get('/api/quota')).body.used).toBe(0);
    for (let index = 0; index < 20; index += 1) await request(testApp.app).post('/api/test/costly').send({});

    const refused = await request(testApp.app).post('/api/analyze').send({ domain: 'example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Rate limit exceeded\. Please try again in \d+ seconds\.$/);
    expect(await testApp.container.storage.analyses.latestByDomain('example.com')).toBeNull();
  });

  it('does not count reading a stored report', async () => {
    const before = (await request(testApp.app).get('/api/quota')).body.used;
    await request(testApp.app).get('/api/domain/example.com');
    expect((await request(testApp.app).get('/api/quota')).body.used).toBe(before);
  });
});

describe('rescans (?fresh=1) on the quota', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await quotaApp();
  });
  afterAll(() => testApp.close());

  const analyze = (query = '') =>
    request(testApp.app).post(`/api/analyze${query}`).send({ domain: 'rescanned.example' });

  it('cost one analysis each, a stored report is free even with the allowance used up, and an over-quota rescan changes nothing', async () => {
    const first = await analyze();
    expect(first.headers['ratelimit-remaining']).toBe('19');
    const cached = await analyze();
    expect(cached.body).toMatchObject({ id: first.body.id, cached: true });
    expect(cached.headers['ratelimit-remaining']).toBe('19');

    let last = cached;
    for (let index = 0; index < 19; index += 1) {
      last = await analyze('?fresh=1');
      expect(last.body.cached).toBe(false);
    }
    expect(last.headers['ratelimit-remaining']).toBe('0');

    const refused = await analyze('?fresh=1');
    expect(refused.status).toBe(429);
    const stored = await request(testApp.app).get('/api/domain/rescanned.example');
    expect(stored.body.id).toBe(last.body.id);
    // With nothing left, the stored report is still served by POST /api/analyze, free.
    const servedFromStore = await analyze();
    expect(servedFromStore.status).toBe(200);
    expect(servedFromStore.body).toMatchObject({ id: last.body.id, cached: true });
    expect(servedFromStore.headers['ratelimit-remaining']).toBe('0');
    const quota = await request(testApp.app).get('/api/quota');
    expect(quota.body).toMatchObject({ used: 20, remaining: 0 });
  });
});

describe('separate allowances', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await quotaApp();
  });
  afterAll(() => testApp.close());

  it('keeps site analyses, screenshot checks and message checks apart', async () => {
    for (let index = 0; index < 20; index += 1) await request(testApp.app).post('/api/test/costly').send({});
    expect(
      (await request(testApp.app).post('/api/analyze?fresh=1').send({ domain: 'a.example' })).status,
    ).toBe(429);
    const message = await request(testApp.app)
      .post('/api/analyze-message')
      .send({ text: 'Your parcel is held' });
    expect(message.status).toBe(200);
    expect(message.headers['ratelimit-remaining']).toBe('19');
    const image = await request(testApp.app).post('/api/analyze-image').field('x', '1');
    expect(image.status).toBe(400);
    expect(image.headers['ratelimit-remaining']).toBe('19');
    const { allowances } = (await request(testApp.app).get('/api/quota')).body;
    expect(allowances).toMatchObject({
      site: { used: 20, remaining: 0 },
      screenshot: { used: 1, remaining: 19 },
      message: { used: 1, remaining: 19 },
    });
  });
});
