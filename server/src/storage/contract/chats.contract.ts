import { describe, expect, it } from 'vitest';
import type { ChatMessageRecord } from '../ports';
import { at, UNKNOWN_ID, useFreshStorage, type OpenStorage } from './fresh-storage';

function message(role: ChatMessageRecord['role'], content: string, hours = 0): ChatMessageRecord {
  return { role, content, createdAt: at(hours) };
}

export function chatsContract(open: OpenStorage): void {
  describe('chats', () => {
    const storage = useFreshStorage(open);

    it('stores a conversation under a fresh random id and reads it back in order', async () => {
      const created = await storage().chats.create({
        userId: null,
        email: null,
        messages: [message('user', 'Is this a scam?'), message('assistant', 'Let us check.')],
        createdAt: at(0),
      });
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      const other = await storage().chats.create({
        userId: 'u1',
        email: null,
        messages: [],
        createdAt: at(0),
      });
      expect(other.id).not.toBe(created.id);

      const stored = await storage().chats.get(created.id);
      expect(stored).toEqual({
        id: created.id,
        userId: null,
        email: null,
        messages: [message('user', 'Is this a scam?'), message('assistant', 'Let us check.')],
        createdAt: at(0),
        updatedAt: at(0),
      });
    });

    it("deletes one user's conversations and nobody else's", async () => {
      const mine = await storage().chats.create({
        userId: 'leaving-user',
        email: null,
        messages: [],
        createdAt: at(0),
      });
      const theirs = await storage().chats.create({
        userId: 'staying-user',
        email: null,
        messages: [],
        createdAt: at(0),
      });
      const anonymous = await storage().chats.create({
        userId: null,
        email: null,
        messages: [],
        createdAt: at(0),
      });

      expect(await storage().chats.deleteByUser('leaving-user')).toBe(1);
      expect(await storage().chats.get(mine.id)).toBeNull();
      expect(await storage().chats.get(theirs.id)).not.toBeNull();
      expect(await storage().chats.get(anonymous.id)).not.toBeNull();
    });

    it('answers null for an unknown id, and refuses to append to one', async () => {
      expect(await storage().chats.get(UNKNOWN_ID)).toBeNull();
      expect(
        await storage().chats.append(UNKNOWN_ID, { messages: [message('user', 'hi')], updatedAt: at(1) }),
      ).toBe(false);
    });

    it('appends messages, keeps the email until a new one is given, and never changes an owner', async () => {
      const chat = await storage().chats.create({
        userId: null,
        email: null,
        messages: [message('user', 'first')],
        createdAt: at(0),
      });
      expect(
        await storage().chats.append(chat.id, {
          messages: [message('assistant', 'second', 1)],
          email: 'visitor@example.com',
          userId: 'owner-1',
          updatedAt: at(1),
        }),
      ).toBe(true);
      await storage().chats.append(chat.id, {
        messages: [message('user', 'third', 2)],
        userId: 'someone-else',
        updatedAt: at(2),
      });

      const stored = await storage().chats.get(chat.id);
      expect(stored?.messages.map((m) => m.content)).toEqual(['first', 'second', 'third']);
      expect(stored?.email).toBe('visitor@example.com');
      expect(stored?.userId).toBe('owner-1');
      expect(stored?.updatedAt).toEqual(at(2));
    });

    it('keeps every message when appends to one conversation run at the same time', async () => {
      const chat = await storage().chats.create({
        userId: null,
        email: null,
        messages: [],
        createdAt: at(0),
      });
      await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          storage().chats.append(chat.id, { messages: [message('user', `m${index}`)], updatedAt: at(1) }),
        ),
      );
      const stored = await storage().chats.get(chat.id);
      expect(stored?.messages.map((m) => m.content).sort()).toEqual(
        ['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'].sort(),
      );
    });
  });

  describe('chats: listing', () => {
    const storage = useFreshStorage(open);

    it('lists the most recently active first, with count, preview, email and owner, page by page', async () => {
      const older = await storage().chats.create({
        userId: 'u1',
        email: 'a@example.com',
        messages: [message('user', 'x'.repeat(300)), message('assistant', 'answer')],
        createdAt: at(0),
      });
      const newer = await storage().chats.create({
        userId: null,
        email: null,
        messages: [message('user', 'newest question')],
        createdAt: at(5),
      });
      const revived = await storage().chats.create({
        userId: null,
        email: null,
        messages: [message('user', 'old but active')],
        createdAt: at(-5),
      });
      await storage().chats.append(revived.id, {
        messages: [message('assistant', 'hi', 6)],
        updatedAt: at(6),
      });

      const first = await storage().chats.list({ page: 1, pageSize: 2 });
      expect(first.total).toBe(3);
      expect(first.items.map((item) => item.id)).toEqual([revived.id, newer.id]);
      expect(first.items[0]).toMatchObject({ messageCount: 2, preview: 'old but active', updatedAt: at(6) });

      const second = await storage().chats.list({ page: 2, pageSize: 2 });
      expect(second.items).toEqual([
        {
          id: older.id,
          userId: 'u1',
          email: 'a@example.com',
          messageCount: 2,
          preview: 'x'.repeat(120),
          createdAt: at(0),
          updatedAt: at(0),
        },
      ]);
    });
  });
}
