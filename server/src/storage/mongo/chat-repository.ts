import { randomUUID } from 'node:crypto';
import type { ChatMessageRecord, ChatRepository, ChatSummaryRecord } from '../ports';
import type { ChatMessageDoc } from './documents';
import type { Models } from './models';
import { pageOf } from '../adapter-helpers';

const PREVIEW_LENGTH = 120;

function messagesOf(messages: readonly ChatMessageDoc[]): ChatMessageRecord[] {
  return messages.map(({ role, content, createdAt }) => ({ role, content, createdAt }));
}

export function createChatRepository({ chats }: Models): ChatRepository {
  return {
    async create({ userId, email, messages, createdAt }) {
      const id = randomUUID();
      await chats.create({
        _id: id,
        userId,
        email,
        messages: messagesOf(messages),
        createdAt,
        updatedAt: createdAt,
      });
      return { id, userId, email, messages: [...messages], createdAt, updatedAt: createdAt };
    },

    async get(id) {
      const row = await chats.findOne({ _id: id }).lean();
      if (row === null) return null;
      const { _id, userId, email, messages, createdAt, updatedAt } = row;
      return { id: _id, userId, email, messages: messagesOf(messages), createdAt, updatedAt };
    },

    async append(id, { messages, email, userId, updatedAt }) {
      // $push appends on the server, so concurrent appends both land.
      const { matchedCount } = await chats.updateOne(
        { _id: id },
        {
          $push: { messages: { $each: messagesOf(messages) } },
          $set: { updatedAt, ...(email === undefined ? {} : { email }) },
        },
      );
      if (matchedCount === 0) return false;
      if (userId !== undefined) {
        // Claims an anonymous conversation only: an owner, once set, never changes.
        await chats.updateOne({ _id: id, userId: null }, { $set: { userId } });
      }
      return true;
    },

    async list(query) {
      const { page, pageSize, offset } = pageOf(query);
      const [items, total] = await Promise.all([
        chats.aggregate<ChatSummaryRecord>([
          { $sort: { updatedAt: -1, _id: 1 } },
          { $skip: offset },
          { $limit: pageSize },
          {
            $project: {
              _id: 0,
              id: '$_id',
              userId: 1,
              email: 1,
              createdAt: 1,
              updatedAt: 1,
              messageCount: { $size: '$messages' },
              // Conversations start with the visitor's question (system messages are never stored).
              preview: {
                $substrCP: [{ $ifNull: [{ $arrayElemAt: ['$messages.content', 0] }, ''] }, 0, PREVIEW_LENGTH],
              },
            },
          },
        ]),
        chats.countDocuments(),
      ]);
      return { items, total, page, pageSize };
    },

    async deleteByUser(userId) {
      const { deletedCount } = await chats.deleteMany({ userId });
      return deletedCount;
    },
  };
}
