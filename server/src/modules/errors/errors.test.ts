import {
  AdminErrorsResponseSchema,
  CLIENT_ERROR_LIMITS,
  ErrorBodySchema,
  ErrorEventsResponseSchema,
} from '@scamcheck/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateAppOptions } from '../../app';
import { loadConfig } from '../../config';
import { AppError } from '../../http/app-error';
import { openStorage } from '../../storage/open-storage';
import type { Storage } from '../../storage/ports';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial } from '../auth/testing/trial-sign-in';
import { CLIENT_ERRORS_PER_WINDOW } from './client-error-rate-limit';

/** A route that fails the way a bug does, with an order number in the message. */
const failingRoute: CreateAppOptions = {
  mountTestRoutes: (router) => {
    router.get('/api/test/orders/:id', (req) => {
      throw new TypeError(`Cannot read the total of order ${String(req.params.id)}`);
    });
    // Failures that never passed an unknown error to the error middleware.
    router.get('/api/test/answers-500', (_req, res) => {
      res.status(500).send('broken');
    });
    router.get('/api/test/internal', () => {
      throw new AppError('INTERNAL', 'The invoice template is missing');
    });
  },
};

const clientError = (overrides: object = {}) => ({
  message: 'TypeError: x is undefined',
  stack:
    'TypeError: x is undefined\n    at renderReport (http://localhost:5000/assets/report-3f9a1c2e.js:1:2345)',
  route: '/domain/example.com',
  debugLog: ['GET /api/domain/example.com 200', 'render report'],
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  ...overrides,
});

describe('the error console', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let adminToken: string;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } }, failingRoute);
    admin = request.agent(testApp.app);
    adminToken = (await signInForTrial(admin, { email: 'admin@example.com', role: 'admin' })).csrfToken;
  });
  afterAll(() => testApp.close());

  async function groups(query = '') {
    await testApp.container.errorRecorder.flush();
    return AdminErrorsResponseSchema.parse((await admin.get(`/api/admin/errors${query}`)).body);
  }

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
    expect(group?.latest.stack).toContain('errors.test.ts');

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

  it('accepts a client error with its debug log, and shows it as a client group', async () => {
    const res = await request(testApp.app).post('/api/client-errors').send(clientError());
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true });
    // The same failure from another build (other hash, other column) is the same group.
    await request(testApp.app)
      .post('/api/client-errors')
      .send(
        clientError({
          stack:
            'TypeError: x is undefined\n    at renderReport (http://localhost:5000/assets/report-77aa00bc.js:1:2399)',
        }),
      );

    const { items } = await groups('?source=client');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ source: 'client', route: '/domain/example.com', count: 2 });
    expect(items[0]?.latest.context).toEqual({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      debugLog: ['GET /api/domain/example.com 200', 'render report'],
    });
  });

  it.each([
    [
      'a message over the limit',
      { message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) },
      'message is limited to 2000',
    ],
    [
      'a stack over the limit',
      { stack: 'x'.repeat(CLIENT_ERROR_LIMITS.stack + 1) },
      'stack is limited to 8000',
    ],
    [
      'a route over the limit',
      { route: `/${'x'.repeat(CLIENT_ERROR_LIMITS.route)}` },
      'route is limited to 500',
    ],
    [
      'too many debug log entries',
      { debugLog: Array.from({ length: 101 }, () => 'line') },
      'limited to 100 entries',
    ],
    [
      'a debug log entry over the limit',
      { debugLog: ['x'.repeat(501)] },
      'A debug log entry is limited to 500',
    ],
    ['no message', { message: '   ' }, 'message is required'],
  ])('refuses %s with 400', async (_label, overrides, message) => {
    const res = await request(testApp.app).post('/api/client-errors').send(clientError(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
  });

  it('refuses a body larger than the server accepts with 413', async () => {
    const res = await request(testApp.app)
      .post('/api/client-errors')
      .send(clientError({ debugLog: Array.from({ length: 300 }, () => 'x'.repeat(500)) }));
    expect(res.status).toBe(413);
  });

  it('needs the anti-forgery token from a signed-in browser session', async () => {
    const member = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(member, { email: 'reporter@example.com' });
    expect((await member.post('/api/client-errors').send(clientError())).status).toBe(403);
    const res = await member.post('/api/client-errors').set('X-CSRF-Token', csrfToken).send(clientError());
    expect(res.status).toBe(202);
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

describe('client error rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers 429 with Retry-After once one address sends too many reports', async () => {
    for (let sent = 0; sent < CLIENT_ERRORS_PER_WINDOW; sent += 1) {
      expect((await request(testApp.app).post('/api/client-errors').send(clientError())).status).toBe(202);
    }
    const limited = await request(testApp.app).post('/api/client-errors').send(clientError());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.error.message).toMatch(/Rate limit exceeded\. Please try again in \d+ seconds\./);
  });
});
