import { ApiKeyListSchema, CreatedApiKeySchema } from '@scamcheck/shared';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial } from '../auth/testing/trial-sign-in';
import { hashApiKey } from './api-key-secret';

describe('API keys', () => {
  let testApp: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    // The real access log, written to memory so a test can read what an operator would see.
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' }, logger });
  });
  afterAll(() => testApp.close());

  async function signedIn(email: string) {
    const agent = request.agent(testApp.app);
    const { csrfToken, user } = await signInForTrial(agent, { email });
    const create = (name: string) => agent.post('/api/keys').set('X-CSRF-Token', csrfToken).send({ name });
    return { agent, csrfToken, user, create };
  }

  it('shows a new key once, keeps only its hash, and lists it by prefix afterwards', async () => {
    const { agent, create } = await signedIn('maker@example.com');
    const res = await create('Build server');
    expect(res.status).toBe(201);
    const created = CreatedApiKeySchema.parse(res.body);
    expect(created.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.prefix).toHaveLength(11);

    const listed = ApiKeyListSchema.parse((await agent.get('/api/keys')).body);
    expect(listed.keys).toEqual([
      {
        id: created.id,
        name: 'Build server',
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const stored = await testApp.container.storage.apiKeys.findByHash(hashApiKey(created.key));
    expect(stored?.key.id).toBe(created.id);
  });

  it('authenticates API calls with Authorization: Bearer as the key’s owner', async () => {
    const { user, create } = await signedIn('caller@example.com');
    const { key } = (await create('CLI')).body;
    const me = await request(testApp.app).get('/api/user').set('Authorization', `Bearer ${key}`);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    const quota = await request(testApp.app).get('/api/quota').set('Authorization', `Bearer ${key}`);
    expect(quota.body).toMatchObject({ subject: 'account', plan: 'free', limit: 20 });
  });

  it('answers 401 for an unknown, malformed or revoked key, never falling back to anonymous', async () => {
    const { agent, csrfToken, create } = await signedIn('revoker@example.com');
    const { id, key } = (await create('temporary')).body;
    for (const header of [`Bearer sk_${'A'.repeat(43)}`, 'Bearer not-a-key', 'Basic dXNlcjpwYXNz']) {
      const res = await request(testApp.app).get('/api/quota').set('Authorization', header);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Invalid API key.');
    }
    expect((await agent.delete(`/api/keys/${id}`).set('X-CSRF-Token', csrfToken)).status).toBe(204);
    expect((await request(testApp.app).get('/api/user').set('Authorization', `Bearer ${key}`)).status).toBe(
      401,
    );
    expect((await agent.get('/api/keys')).body.keys).toEqual([]);
  });

  it('refuses a key in the query string and keeps it out of the request line that is logged', async () => {
    const { create } = await signedIn('leaky@example.com');
    const { key } = (await create('leaky')).body;
    const res = await request(testApp.app).get(`/api/user?api_key=${key}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'API keys are accepted only in the Authorization header (Bearer), never in the address.',
    );
    expect(res.text).not.toContain(key);
    const logged = logLines.filter((line) => line.includes('/api/user?api_key='));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(String(key).slice(3));
  });

  it('lets nobody revoke or see another person’s key (the answer is the same as for a missing key)', async () => {
    const owner = await signedIn('keyowner@example.com');
    const { id } = (await owner.create('mine')).body;
    const intruder = await signedIn('intruder@example.com');
    const res = await intruder.agent.delete(`/api/keys/${id}`).set('X-CSRF-Token', intruder.csrfToken);
    expect(res.status).toBe(404);
    expect((await intruder.agent.get('/api/keys')).body.keys).toEqual([]);
    expect((await owner.agent.get('/api/keys')).body.keys).toHaveLength(1);
  });

  it('does not let a key create more keys', async () => {
    const { create } = await signedIn('escalate@example.com');
    const { key } = (await create('first')).body;
    const res = await request(testApp.app)
      .post('/api/keys')
      .set('Authorization', `Bearer ${key}`)
      .send({ name: 'x' });
    expect(res.status).toBe(403);
  });

  it('needs a signed-in session and a name', async () => {
    expect((await request(testApp.app).get('/api/keys')).status).toBe(401);
    const { create } = await signedIn('nameless@example.com');
    const res = await create('   ');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please name the key');
  });

  it('caps the number of keys per account', async () => {
    const { create } = await signedIn('hoarder@example.com');
    for (let index = 0; index < 20; index += 1) expect((await create(`k${index}`)).status).toBe(201);
    const res = await create('one too many');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('You already have 20 API keys. Revoke one before creating another.');
  });
});
