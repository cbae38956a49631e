import { ChatDetailSchema, ChatListResponseSchema, ChatResponseSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial } from '../auth/testing/trial-sign-in';

const user = (content: string) => ({ role: 'user', content });

describe('stored conversations in the admin API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => testApp.close());

  it('answers 401 signed out and 403 to a user who is not an administrator', async () => {
    expect((await request(testApp.app).get('/api/admin/chats')).status).toBe(401);
    expect(
      (await request(testApp.app).get('/api/admin/chats/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(401);
    const visitor = request.agent(testApp.app);
    await signInForTrial(visitor, { email: 'visitor@example.com', role: 'user' });
    expect((await visitor.get('/api/admin/chats')).status).toBe(403);
    expect((await visitor.get('/api/admin/chats/00000000-0000-4000-8000-000000000000')).status).toBe(403);
  });

  it('lists conversations newest first with their email, and shows one in full', async () => {
    const anonymous = ChatResponseSchema.parse(
      (
        await request(testApp.app)
          .post('/api/ai/chat')
          .send({ userEmail: 'anna@example.com', messages: [user('Hello')] })
      ).body,
    );
    const signedIn = request.agent(testApp.app);
    const { user: member, csrfToken } = await signInForTrial(signedIn, { email: 'member@example.com' });
    const memberChat = ChatResponseSchema.parse(
      (
        await signedIn
          .post('/api/ai/chat')
          .set('X-CSRF-Token', csrfToken)
          .send({ messages: [user('How does the score work?')] })
      ).body,
    );

    const admin = request.agent(testApp.app);
    await signInForTrial(admin, { email: 'admin@example.com', role: 'admin' });
    const list = ChatListResponseSchema.parse((await admin.get('/api/admin/chats?pageSize=10')).body);
    expect(list.items.slice(0, 2).map((chat) => chat.chatId)).toEqual([memberChat.chatId, anonymous.chatId]);
    expect(list.items[0]).toMatchObject({
      userId: member.id,
      email: null,
      messageCount: 2,
      preview: 'How does the score work?',
    });
    expect(list.items[1]).toMatchObject({ userId: null, email: 'anna@example.com' });

    const detail = ChatDetailSchema.parse((await admin.get(`/api/admin/chats/${anonymous.chatId}`)).body);
    expect(detail.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(detail.messages[0]?.content).toBe('Hello');
    expect((await admin.get('/api/admin/chats/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.get('/api/admin/chats/not-an-id')).status).toBe(404);
  });

  it("never lets another visitor continue a signed-in user's conversation (docs/security.md)", async () => {
    const owner = request.agent(testApp.app);
    const { csrfToken } = await signInForTrial(owner, { email: 'owner@example.com' });
    const { chatId } = ChatResponseSchema.parse(
      (
        await owner
          .post('/api/ai/chat')
          .set('X-CSRF-Token', csrfToken)
          .send({ messages: [user('Hello')] })
      ).body,
    );

    const stranger = await request(testApp.app)
      .post('/api/ai/chat')
      .send({ chatId, messages: [user('Hi')] });
    expect(stranger.body.chatId).not.toBe(chatId);
    const email = await request(testApp.app)
      .put(`/api/ai/chat/${chatId}/email`)
      .send({ email: 'x@evil.example' });
    expect(email.status).toBe(404);
    expect((await testApp.container.storage.chats.get(chatId))?.messages).toHaveLength(2);
  });
});
