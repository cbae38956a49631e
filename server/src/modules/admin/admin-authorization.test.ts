import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMountedRoutes, type MountedRoute } from '../../http/mounted-routes';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial } from '../auth/testing/trial-sign-in';

// Routes every build must have; admin routes added later are covered by the enumeration on top.
const KNOWN_ADMIN_ROUTES = [
  'get /api/admin/chats',
  'get /api/admin/chats/:chatId',
  'get /api/admin/overview',
  'get /api/admin/status',
  'post /api/admin/status/refresh',
  'get /api/admin/analytics',
  'get /api/admin/features',
  'put /api/admin/features',
  'get /api/admin/users',
  'patch /api/admin/users/:id',
];

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Any path parameter becomes an id that exists nowhere: the guard must answer before any lookup. */
function concretePath(path: string): string {
  return path.replace(/:[A-Za-z]+/g, SOME_ID);
}

type Caller = { agent: TestAgent | null; csrfToken: string | null };

async function call(testApp: TestApp, route: MountedRoute, caller: Caller) {
  const target = caller.agent ?? request(testApp.app);
  const path = concretePath(route.path);
  const method = route.method as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const pending = target[method](path);
  if (SAFE_METHODS.has(route.method)) return pending;
  if (caller.csrfToken !== null) void pending.set('X-CSRF-Token', caller.csrfToken);
  return pending.send({});
}

describe('authorization of every /api/admin route', () => {
  let testApp: TestApp;
  let adminRoutes: MountedRoute[];

  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } });
    adminRoutes = listMountedRoutes(testApp.app).filter((route) => route.path.startsWith('/api/admin'));
  });
  afterAll(() => testApp.close());

  async function signIn(email: string, role: 'user' | 'admin'): Promise<Caller & { userId: string }> {
    const agent = request.agent(testApp.app);
    const { user, csrfToken } = await signInForTrial(agent, { email, role });
    return { agent, csrfToken, userId: user.id };
  }

  async function statusesFor(caller: Caller): Promise<string[]> {
    const results: string[] = [];
    for (const route of adminRoutes) {
      const res = await call(testApp, route, caller);
      results.push(`${route.method} ${route.path} -> ${res.status}`);
    }
    return results;
  }

  const expectEvery = (statuses: string[], status: number) =>
    expect(statuses).toEqual(adminRoutes.map((route) => `${route.method} ${route.path} -> ${status}`));

  it('finds every known admin route mounted (the enumeration is not empty)', () => {
    const found = adminRoutes.map((route) => `${route.method} ${route.path}`);
    expect(found).toEqual(expect.arrayContaining(KNOWN_ADMIN_ROUTES));
    expect(found.length).toBeGreaterThanOrEqual(KNOWN_ADMIN_ROUTES.length);
  });

  it('answers 401 to anonymous callers on every admin route', async () => {
    expectEvery(await statusesFor({ agent: null, csrfToken: null }), 401);
  });

  it('answers 403 to a signed-in user who is not an administrator', async () => {
    expectEvery(await statusesFor(await signIn('plain-user@example.com', 'user')), 403);
  });

  it('lets an administrator through every admin route', async () => {
    const statuses = await statusesFor(await signIn('admin-ok@example.com', 'admin'));
    expect(statuses.filter((line) => / -> 40[13]$/.test(line))).toEqual([]);
  });

  it('answers 403 on the next request once an admin is demoted mid-session', async () => {
    const admin = await signIn('admin-demoted@example.com', 'admin');
    expect((await admin.agent?.get('/api/admin/overview'))?.status).toBe(200);
    await testApp.container.storage.users.update(admin.userId, { role: 'user' }, new Date());
    expectEvery(await statusesFor(admin), 403);
  });

  it('answers 401 once an admin account is disabled, as if signed out', async () => {
    const admin = await signIn('admin-disabled@example.com', 'admin');
    await testApp.container.storage.users.update(admin.userId, { disabled: true }, new Date());
    expectEvery(await statusesFor(admin), 401);
  });
});
