import { QuotaSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';

describe('GET /api/quota shows the assistant messages left', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { CHAT_RATE_LIMIT_PER_HOUR: '3' } });
  });
  afterAll(() => testApp.close());

  const quota = async () => QuotaSchema.parse((await request(testApp.app).get('/api/quota')).body);

  it('counts each message against the same limit the chat route enforces, and reading it spends nothing', async () => {
    expect((await quota()).chat).toEqual({ limit: 3, used: 0, remaining: 3, resetInSeconds: 0 });
    const sent = await request(testApp.app)
      .post('/api/ai/chat')
      .send({ messages: [{ role: 'user', content: 'Hello' }] });
    expect(sent.status).toBe(200);
    const after = (await quota()).chat;
    expect(after).toMatchObject({ limit: 3, used: 1, remaining: 2 });
    expect(after?.resetInSeconds).toBeGreaterThan(0);
    expect((await quota()).chat?.used).toBe(1);

    for (let index = 0; index < 2; index += 1)
      await request(testApp.app)
        .post('/api/ai/chat')
        .send({ messages: [{ role: 'user', content: 'Hi' }] });
    expect((await quota()).chat).toMatchObject({ used: 3, remaining: 0 });
    const refused = await request(testApp.app)
      .post('/api/ai/chat')
      .send({ messages: [{ role: 'user', content: 'More' }] });
    expect(refused.status).toBe(429);
  });
});
