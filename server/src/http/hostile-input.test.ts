import { DOMAIN_INPUT_MESSAGES } from '@scamcheck/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTrial } from '../modules/auth/testing/trial-sign-in';
import { createTestApp, type TestApp } from '../test-helpers';
import { listMountedRoutes, type MountedRoute } from './mounted-routes';

/**
 * Odd characters anywhere a caller can put text (path, query, JSON body) are refused with a 4xx and a
 * message saying what is wrong, on every mounted route, for anonymous and signed-in callers alike.
 */

/** Percent-encoded as they would arrive in a path segment or a query value. */
const ENCODED = {
  'overlong dot': '%C0%AE',
  'lone surrogate': '%ED%A0%80',
  'NUL byte': '%00',
  'control character': '%1B',
  'right-to-left override': '%E2%80%AE',
  'truncated sequence': 'a%E2%80',
} as const;

/** Strings as JSON.parse produces them from the escapes a client may send. */
const IN_JSON = {
  'NUL byte': 'example\u0000.com',
  'lone surrogate': 'example\ud800.com',
  'control character': 'example\u001b[2J.com',
  'right-to-left override': 'moc.elgoog\u202e.com',
} as const;

/** `{"url":"a…"}` with an overlong dot and an encoded surrogate as raw bytes. */
const MALFORMED_JSON = Buffer.from([
  ...Buffer.from('{"url":"a'),
  ...[0xc0, 0xae, 0xed, 0xa0, 0x80],
  ...Buffer.from('"}'),
]);

/** Every field name any route reads, so each route's validation sees the odd value where it looks. */
const FIELD_NAMES = [
  'url',
  'domain',
  'message',
  'text',
  'content',
  'reason',
  'name',
  'email',
  'role',
  'plan',
  'host',
  'username',
  'password',
  'from',
  'to',
  'route',
  'stack',
  'q',
  'page',
  'status',
  'returnTo',
  'fresh',
];

const SOME_ID = '00000000-0000-4000-8000-000000000000';

function fillParams(path: string, value: string): string {
  return path.replace(/:[A-Za-z]+/g, value);
}

function queryWith(value: string): string {
  return FIELD_NAMES.map((name) => `${name}=${value}`).join('&');
}

type Caller = { name: string; agent: () => TestAgent; csrfToken: string | null };
type Attempt = { route: MountedRoute; label: string; send: (caller: Caller) => Promise<request.Response> };

function start(caller: Caller, method: string, url: string): request.Test {
  const pending = caller.agent()[method as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
  if (caller.csrfToken !== null) void pending.set('X-CSRF-Token', caller.csrfToken);
  return pending;
}

function attemptsFor(route: MountedRoute): Attempt[] {
  const attempts: Attempt[] = [];
  const hasParams = route.path.includes(':');
  for (const [label, encoded] of Object.entries(ENCODED)) {
    if (hasParams) {
      attempts.push({
        route,
        label: `${label} in the path`,
        send: (caller) => start(caller, route.method, fillParams(route.path, encoded)),
      });
    }
    attempts.push({
      route,
      label: `${label} in the query`,
      send: (caller) =>
        start(caller, route.method, `${fillParams(route.path, SOME_ID)}?${queryWith(encoded)}`),
    });
  }
  if (route.method === 'get' || route.method === 'head') return attempts;
  for (const [label, value] of Object.entries(IN_JSON)) {
    attempts.push({
      route,
      label: `${label} in a JSON field`,
      send: (caller) =>
        start(caller, route.method, fillParams(route.path, SOME_ID)).send(
          Object.fromEntries(FIELD_NAMES.map((name) => [name, value])),
        ),
    });
  }
  attempts.push({
    route,
    label: 'malformed UTF-8 bytes in the JSON body',
    send: (caller) =>
      start(caller, route.method, fillParams(route.path, SOME_ID))
        .set('Content-Type', 'application/json')
        // Raw bytes as sent: supertest would otherwise serialise the Buffer as JSON.
        .serialize((bytes: unknown) => bytes as string)
        .send(MALFORMED_JSON),
  });
  return attempts;
}

describe('hostile characters on every mounted route', () => {
  let testApp: TestApp;
  let routes: MountedRoute[];
  const callers: Caller[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } });
    routes = listMountedRoutes(testApp.app).filter((route) => !route.path.startsWith('/auth/logout'));
    const admin = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(admin, { email: 'sweep-admin@example.com', role: 'admin' });
    callers.push(
      { name: 'anonymous', agent: () => request(testApp.app), csrfToken: null },
      { name: 'signed-in administrator', agent: () => admin, csrfToken },
    );
  });
  afterAll(() => testApp.close());

  it('answers every attempt with a 4xx and a message, never a 5xx', async () => {
    const failures: string[] = [];
    for (const caller of callers) {
      for (const route of routes) {
        for (const attempt of attemptsFor(route)) {
          const res = await attempt.send(caller);
          const message: unknown = (res.body as { error?: { message?: unknown } }).error?.message;
          const isClear = typeof message === 'string' && message.length > 0;
          if (res.status < 400 || res.status >= 500 || !isClear) {
            failures.push(
              `${caller.name} ${route.method} ${route.path} (${attempt.label}) -> ${res.status} ${res.text.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('what the refusal says, and what is still accepted', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('names the problem and where it is', async () => {
    const inQuery = await request(testApp.app).get('/api/domains/recent?limit=%00');
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.error.message).toBe(
      'The query parameter "limit" contains a NUL byte, which is not allowed.',
    );
    const inPath = await request(testApp.app).get('/api/domain/example%C0%AE.com');
    expect(inPath.body.error.message).toBe('The address is not valid UTF-8 text.');
    const inBody = await request(testApp.app)
      .post('/api/analyze')
      .send({ url: 'https://moc.elgoog\u202e.com' });
    expect(inBody.status).toBe(400);
    expect(inBody.body.error.message).toBe(
      'The field "url" contains a bidirectional text control (U+202E) such as a right-to-left override, which is not allowed.',
    );
  });

  it('never stores or lists a name DNS cannot hold', async () => {
    const labels = Array.from({ length: 4 }, () => 'a'.repeat(63));
    for (const domain of [
      `${labels.join('.')}.com`,
      `${'b'.repeat(64)}.com`,
      `https://${'c'.repeat(64)}.com/`,
    ]) {
      const res = await request(testApp.app).post('/api/analyze').send({ domain });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        'Domain names are at most 253 characters, with at most 63 between two dots',
      );
    }
    expect((await request(testApp.app).get('/api/domains/recent')).body).toEqual([]);
  });

  it('refuses local and private targets with a clear message, never a verdict', async () => {
    for (const domain of ['http://localhost/', 'printer.local', 'http://169.254.169.254/', 'http://[::1]/']) {
      const res = await request(testApp.app).post('/api/analyze').send({ domain });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(DOMAIN_INPUT_MESSAGES.internal);
    }
  });

  it('accepts line breaks in body text and any well-formed script', async () => {
    const res = await request(testApp.app)
      .post('/api/client-errors')
      .send({ message: 'Erreur à la ligne 1\n\tpuis 日本語 и русский עברית', route: '/domain/münchen.de' });
    expect(res.status).toBe(202);
    const encoded = await request(testApp.app).get('/api/domain/xn--mnchen-3ya.de?from=m%C3%BCnchen');
    expect(encoded.status).not.toBe(400);
  });
});
