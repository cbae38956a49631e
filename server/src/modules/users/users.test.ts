import { CurrentUserSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAdmin } from '../../http/auth-guards';
import { createTestApp, type TestApp } from '../../test-helpers';
import { cookieValue } from '../auth/testing/cookies';
import { signInForTrial } from '../auth/testing/trial-sign-in';

describe('/api/user', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(
      { env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } },
      {
        mountTestRoutes(router) {
          router.post('/api/test/admin-only', requireAdmin, (_req, res) => res.json({ ok: true }));
        },
      },
    );
  });
  afterAll(() => testApp.close());

  it('answers 401 when signed out', async () => {
    const res = await request(testApp.app).get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } });
  });

  it('describes the signed-in account without internals', async () => {
    const agent = request.agent(testApp.app);
    await signInForTrial(agent, { email: 'shape@example.com', name: 'Shape' });
    const res = await agent.get('/api/user');
    expect(res.body).toEqual({
      id: expect.any(String),
      email: 'shape@example.com',
      name: 'Shape',
      avatarUrl: null,
      role: 'user',
      plan: 'free',
      createdAt: expect.any(String),
    });
    expect(CurrentUserSchema.parse(res.body).createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('changes the name but never role or plan sent along with it (mass assignment)', async () => {
    const agent = request.agent(testApp.app);
    const { csrfToken, user } = await signInForTrial(agent, { email: 'climber@example.com' });
    const res = await agent
      .patch('/api/user')
      .set('X-CSRF-Token', csrfToken)
      .send({ name: 'New Name', role: 'admin', plan: 'enterprise', email: 'ceo@example.com', id: 'x' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      name: 'New Name',
      role: 'user',
      plan: 'free',
      email: 'climber@example.com',
    });
    expect(
      (await agent.post('/api/test/admin-only').set('X-CSRF-Token', csrfToken).send({ role: 'admin' }))
        .status,
    ).toBe(403);
  });

  it('guards admin routes: 401 signed out, 403 for a user, allowed for an admin', async () => {
    expect((await request(testApp.app).post('/api/test/admin-only').send({})).status).toBe(401);
    const admin = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(admin, { email: 'root@example.com', role: 'admin' });
    expect((await admin.post('/api/test/admin-only').set('X-CSRF-Token', csrfToken).send({})).status).toBe(
      200,
    );
  });

  it('reads the role from storage on every request, so a revoked admin loses access mid-session', async () => {
    const agent = request.agent(testApp.app);
    const { csrfToken, user } = await signInForTrial(agent, { email: 'demoted@example.com', role: 'admin' });
    expect((await agent.post('/api/test/admin-only').set('X-CSRF-Token', csrfToken).send({})).status).toBe(
      200,
    );

    await testApp.container.storage.users.update(user.id, { role: 'user' }, new Date());
    expect((await agent.post('/api/test/admin-only').set('X-CSRF-Token', csrfToken).send({})).status).toBe(
      403,
    );
    expect((await agent.get('/api/user')).body.role).toBe('user');
  });

  it('deletes my account, API keys and conversations, and signs me out', async () => {
    const agent = request.agent(testApp.app);
    const { csrfToken, user } = await signInForTrial(agent, { email: 'leaving@example.com' });
    const { key } = (await agent.post('/api/keys').set('X-CSRF-Token', csrfToken).send({ name: 'k' })).body;

    const chat = await testApp.container.storage.chats.create({
      userId: user.id,
      email: null,
      messages: [{ role: 'user', content: 'is this a scam?', createdAt: new Date() }],
      createdAt: new Date(),
    });

    const res = await agent.delete('/api/user').set('X-CSRF-Token', csrfToken);
    expect(res.status).toBe(204);
    expect(await testApp.container.storage.chats.get(chat.id)).toBeNull();
    expect(cookieValue(res, 'sid')).toBe('');
    expect((await agent.get('/api/user')).status).toBe(401);
    expect(await testApp.container.storage.users.findById(user.id)).toBeNull();
    expect((await request(testApp.app).get('/api/user').set('Authorization', `Bearer ${key}`)).status).toBe(
      401,
    );
  });

  it('does not let an API key change or delete the account', async () => {
    const agent = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(agent, { email: 'keyed@example.com' });
    const { key } = (await agent.post('/api/keys').set('X-CSRF-Token', csrfToken).send({ name: 'k' })).body;
    const bearer = `Bearer ${key}`;
    const removal = await request(testApp.app).delete('/api/user').set('Authorization', bearer);
    expect(removal.status).toBe(403);
    const rename = await request(testApp.app)
      .patch('/api/user')
      .set('Authorization', bearer)
      .send({ name: 'x' });
    expect(rename.status).toBe(403);
    expect((await agent.get('/api/user')).status).toBe(200);
  });
});
