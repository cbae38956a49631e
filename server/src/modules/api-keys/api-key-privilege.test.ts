import { CreatedApiKeySchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMountedRoutes, type MountedRoute } from '../../http/mounted-routes';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial } from '../auth/testing/trial-sign-in';

/** Routes that change an account or its credentials, besides everything under /api/admin. */
const ACCOUNT_ROUTES = [
  'patch /api/user',
  'delete /api/user',
  'get /api/keys',
  'post /api/keys',
  'delete /api/keys/:id',
];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

function isPrivileged(route: MountedRoute): boolean {
  return route.path.startsWith('/api/admin') || ACCOUNT_ROUTES.includes(`${route.method} ${route.path}`);
}

describe('an administrator’s API key', () => {
  let testApp: TestApp;
  let key: string;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } });
    const agent = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(agent, { email: 'key-admin@example.com', role: 'admin' });
    const created = await agent.post('/api/keys').set('X-CSRF-Token', csrfToken).send({ name: 'CI' });
    key = CreatedApiKeySchema.parse(created.body).key;
  });
  afterAll(() => testApp.close());

  it('works on the public API', async () => {
    const res = await request(testApp.app).get('/api/quota').set('Authorization', `Bearer ${key}`);
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe('account');
  });

  it('is refused by every admin and account-changing route', async () => {
    const routes = listMountedRoutes(testApp.app).filter(isPrivileged);
    expect(routes.length).toBeGreaterThan(ACCOUNT_ROUTES.length);
    const answers: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(/:[A-Za-z]+/g, SOME_ID);
      const client = request(testApp.app);
      const method = route.method as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const pending = client[method](path).set('Authorization', `Bearer ${key}`);
      const res = route.method === 'get' ? await pending : await pending.send({});
      answers.push(`${route.method} ${route.path} -> ${res.status}`);
    }
    expect(answers).toEqual(routes.map((route) => `${route.method} ${route.path} -> 403`));
  });
});
