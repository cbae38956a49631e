import { CLIENT_ERROR_LIMITS } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial } from '../auth/testing/trial-sign-in';
import { CLIENT_ERRORS_PER_WINDOW } from './client-error-rate-limit';
import { clientError, errorGroups, startErrorConsole, type ErrorConsole } from './testing/error-console';

describe('the error console: client errors', () => {
  let testApp: TestApp;
  let errorConsole: ErrorConsole;
  beforeAll(async () => {
    errorConsole = await startErrorConsole();
    ({ testApp } = errorConsole);
  });
  afterAll(() => testApp.close());
  const groups = (query = '') => errorGroups(errorConsole, query);

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
