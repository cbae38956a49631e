import {
  ACCOUNT_DISABLED_MESSAGE,
  AdminUserListResponseSchema,
  AdminUserSchema,
  SELF_DEMOTION_MESSAGE,
  SELF_DISABLE_MESSAGE,
} from '@scamcheck/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial, type SignedInAgent } from '../auth/testing/trial-sign-in';

describe('user management in the admin API', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let adminSession: SignedInAgent;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } });
    admin = request.agent(testApp.app);
    adminSession = await signInForTrial(admin, {
      email: 'boss@example.com',
      role: 'admin',
      name: 'The Boss',
    });
  });
  afterAll(() => testApp.close());

  const patch = (id: string, body: object) =>
    admin.patch(`/api/admin/users/${id}`).set('X-CSRF-Token', adminSession.csrfToken).send(body);

  it('searches accounts by email or name, case-insensitively, and filters by role', async () => {
    await signInForTrial(request.agent(testApp.app), { email: 'alice@shop.example', name: 'Alice Grant' });
    await signInForTrial(request.agent(testApp.app), { email: 'bob@example.com', name: 'Bob Marsh' });
    const byEmail = AdminUserListResponseSchema.parse(
      (await admin.get('/api/admin/users?q=SHOP.example')).body,
    );
    expect(byEmail.items.map((user) => user.email)).toEqual(['alice@shop.example']);
    const byName = AdminUserListResponseSchema.parse((await admin.get('/api/admin/users?q=marsh')).body);
    expect(byName.items.map((user) => user.email)).toEqual(['bob@example.com']);
    const admins = AdminUserListResponseSchema.parse((await admin.get('/api/admin/users?role=admin')).body);
    expect(admins.items.map((user) => user.email)).toEqual(['boss@example.com']);
    expect(admins.items[0]).toMatchObject({ name: 'The Boss', plan: 'free', disabled: false });
  });

  it("changes a user's role and plan, and the user sees it on their next request", async () => {
    const member = request.agent(testApp.app);
    const { user } = await signInForTrial(member, { email: 'carol@example.com' });
    const res = await patch(user.id, { plan: 'premium', role: 'admin' });
    expect(res.status).toBe(200);
    expect(AdminUserSchema.parse(res.body)).toMatchObject({ id: user.id, plan: 'premium', role: 'admin' });
    expect((await member.get('/api/user')).body).toMatchObject({ plan: 'premium', role: 'admin' });
    expect((await member.get('/api/admin/overview')).status).toBe(200);
  });

  it('disables an account: its session stops working and it cannot sign in again until re-enabled', async () => {
    const member = request.agent(testApp.app);
    const { user } = await signInForTrial(member, { email: 'dave@example.com' });
    expect((await member.get('/api/user')).status).toBe(200);
    expect((await patch(user.id, { disabled: true })).body).toMatchObject({ disabled: true });
    expect((await member.get('/api/user')).status).toBe(401);

    const again = request.agent(testApp.app);
    const { token } = (await again.get('/api/csrf')).body as { token: string };
    const refused = await again
      .post('/auth/dev-login')
      .set('X-CSRF-Token', token)
      .send({ email: 'dave@example.com', role: 'user' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(ACCOUNT_DISABLED_MESSAGE);

    await patch(user.id, { disabled: false });
    await signInForTrial(again, { email: 'dave@example.com' });
    expect((await again.get('/api/user')).status).toBe(200);
  });

  it("stops a disabled user's API keys", async () => {
    const member = request.agent(testApp.app);
    const { user, csrfToken } = await signInForTrial(member, { email: 'erin@example.com' });
    const created = await member.post('/api/keys').set('X-CSRF-Token', csrfToken).send({ name: 'script' });
    const key = (created.body as { key: string }).key;
    const withKey = () => request(testApp.app).get('/api/user/history').set('Authorization', `Bearer ${key}`);
    expect((await withKey()).status).toBe(200);
    await patch(user.id, { disabled: true });
    const res = await withKey();
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(ACCOUNT_DISABLED_MESSAGE);
  });

  it('refuses to let an admin demote or disable themselves', async () => {
    const demote = await patch(adminSession.user.id, { role: 'user' });
    expect(demote.status).toBe(400);
    expect(demote.body.error.message).toBe(SELF_DEMOTION_MESSAGE);
    const disable = await patch(adminSession.user.id, { disabled: true });
    expect(disable.status).toBe(400);
    expect(disable.body.error.message).toBe(SELF_DISABLE_MESSAGE);
    expect((await admin.get('/api/user')).body).toMatchObject({ role: 'admin' });
    // Changing their own plan is fine.
    expect((await patch(adminSession.user.id, { plan: 'enterprise' })).status).toBe(200);
  });

  it('answers 404 for an unknown account and 400 for an empty or invalid change', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', { plan: 'basic' })).status).toBe(404);
    expect((await patch('not-an-id', { plan: 'basic' })).status).toBe(404);
    const member = await signInForTrial(request.agent(testApp.app), { email: 'frank@example.com' });
    expect((await patch(member.user.id, {})).status).toBe(400);
    expect((await patch(member.user.id, { plan: 'platinum' })).status).toBe(400);
  });
});
