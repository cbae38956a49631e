import { ErrorBodySchema, ErrorEventsResponseSchema } from '@scamcheck/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openStorage } from '../../storage/open-storage';
import type { Storage } from '../../storage/ports';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial } from '../auth/testing/trial-sign-in';
import { errorGroups, failingRoute, startErrorConsole, type ErrorConsole } from './testing/error-console';

describe('the error console: server errors', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let adminToken: string;
  let errorConsole: ErrorConsole;
  beforeAll(async () => {
    errorConsole = await startErrorConsole();
    ({ testApp, admin, adminToken } = errorConsole);
  });
  afterAll(() => testApp.close());
  const groups = (query = '') => errorGroups(errorConsole, query);

  it('answers 401 signed out and 403 to non-admins on every admin error route', async () => {
    const fingerprint = 'a'.repeat(32);
    const calls = (agent: TestAgent, token?: string) => {
      const withToken = <T extends request.Test>(test: T) => (token ? test.set('X-CSRF-Token', token) : test);
      return [
        agent.get('/api/admin/errors'),
        agent.get(`/api/admin/errors/${fingerprint}/events`),
        withToken(agent.post(`/api/admin/errors/${fingerprint}/resolve`).send({})),
        withToken(agent.delete('/api/admin/errors?resolvedOnly=false')),
      ];
    };
    for (const res of await Promise.all(calls(request(testApp.app)))) expect(res.status).toBe(401);
    const member = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(member, { email: 'member@example.com' });
    for (const res of await Promise.all(calls(member, csrfToken))) expect(res.status).toBe(403);
  });

  it('answers a failing route with a 500 and groups its events, whatever order number failed', async () => {
    const member = request.agent(testApp.app);
    const { user } = await signInForTrial(member, { email: 'shopper@example.com' });
    const first = await member.get('/api/test/orders/1001');
    const second = await request(testApp.app).get('/api/test/orders/2002');
    for (const res of [first, second]) {
      expect(res.status).toBe(500);
      expect(ErrorBodySchema.parse(res.body).error).toMatchObject({
        code: 'INTERNAL',
        message: 'Internal server error',
      });
      expect(res.text).not.toContain('order');
    }

    const { items } = await groups('?source=server&q=orders');
    expect(items).toHaveLength(1);
    const [group] = items;
    expect(group).toMatchObject({
      source: 'server',
      route: 'GET /api/test/orders/:id',
      count: 2,
      resolved: false,
      message: 'TypeError: Cannot read the total of order 2002',
    });
    expect(group?.latest.requestId).toBe(second.body.error.requestId);
    // The route that throws is in testing/error-console.ts: the stack names where it failed.
    expect(group?.latest.stack).toContain('error-console.ts');

    const events = ErrorEventsResponseSchema.parse(
      (await admin.get(`/api/admin/errors/${group?.fingerprint}/events`)).body,
    );
    expect(events.items.map((event) => event.requestId)).toEqual([
      second.body.error.requestId,
      first.body.error.requestId,
    ]);
    expect(events.items[1]?.userId).toBe(user.id);
  });

  it('records a 500 a handler answered itself, and a deliberate INTERNAL error, once each', async () => {
    expect((await request(testApp.app).get('/api/test/answers-500')).status).toBe(500);
    expect((await request(testApp.app).get('/api/test/internal')).status).toBe(500);
    const direct = (await groups('?source=server&q=without an error')).items;
    expect(direct).toEqual([expect.objectContaining({ route: 'GET /api/test/answers-500', count: 1 })]);
    const internal = (await groups('?source=server&q=invoice template')).items;
    expect(internal).toEqual([expect.objectContaining({ route: 'GET /api/test/internal', count: 1 })]);
  });

  it('does not record errors a caller caused (404, 400)', async () => {
    const before = (await groups()).total;
    expect((await request(testApp.app).get('/api/no-such-route')).status).toBe(404);
    expect((await request(testApp.app).post('/api/client-errors').send({})).status).toBe(400);
    expect((await groups()).total).toBe(before);
  });

  it('resolves a group, filters by state, and clears resolved or all errors', async () => {
    await request(testApp.app).get('/api/test/orders/7');
    const [orders] = (await groups('?q=orders')).items;
    const fingerprint = orders?.fingerprint ?? '';

    const resolved = await admin
      .post(`/api/admin/errors/${fingerprint}/resolve`)
      .set('X-CSRF-Token', adminToken);
    expect(resolved.status).toBe(200);
    expect(resolved.body).toEqual({ resolved: 3 });
    expect((await groups('?resolved=true')).items.map((group) => group.fingerprint)).toEqual([fingerprint]);
    expect((await groups('?resolved=false')).items.map((group) => group.fingerprint)).not.toContain(
      fingerprint,
    );

    const clearResolved = await admin.delete('/api/admin/errors').set('X-CSRF-Token', adminToken);
    expect(clearResolved.body).toEqual({ deleted: 3 });
    const remaining = await groups();
    expect(remaining.items.map((group) => group.fingerprint)).not.toContain(fingerprint);
    expect(remaining.total).toBeGreaterThan(0);

    const clearAll = await admin
      .delete('/api/admin/errors?resolvedOnly=false')
      .set('X-CSRF-Token', adminToken);
    expect(clearAll.status).toBe(200);
    expect((await groups()).total).toBe(0);
  });

  it('answers 404 for a fingerprint that is not one', async () => {
    expect((await admin.get('/api/admin/errors/not-a-fingerprint/events')).status).toBe(404);
  });
});

describe('recording errors when storage fails', () => {
  it.each([
    ['rejects', () => Promise.reject(new Error('database is down'))],
    [
      'throws',
      () => {
        throw new Error('database is down');
      },
    ],
  ])('still answers the caller with the 500 when recording %s', async (_label, record) => {
    const storage = await openStorage(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }).storage);
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      return record();
    };
    const broken: Storage = { ...storage, errorEvents: { ...storage.errorEvents, record: failing } };
    const testApp = await createTestApp({ storage: broken }, failingRoute);
    try {
      const res = await request(testApp.app).get('/api/test/orders/5');
      expect(res.status).toBe(500);
      expect(res.body.error).toMatchObject({ code: 'INTERNAL', message: 'Internal server error' });
      await testApp.container.errorRecorder.flush();
      expect(attempts).toBe(1);
      expect((await request(testApp.app).get('/api/health')).status).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
