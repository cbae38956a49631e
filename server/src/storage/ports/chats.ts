// Assistant conversations.
import type { Page } from './paging';

export type ChatMessageRecord = { role: 'user' | 'assistant'; content: string; createdAt: Date };

export type NewChat = {
  userId: string | null;
  email: string | null;
  messages: ChatMessageRecord[];
  createdAt: Date;
};

export type StoredChat = {
  /** Random and unguessable: knowing it is what lets a visitor continue the conversation. */
  id: string;
  userId: string | null;
  email: string | null;
  messages: ChatMessageRecord[];
  createdAt: Date;
  updatedAt: Date;
};

export type ChatSummaryRecord = Omit<StoredChat, 'messages'> & { messageCount: number; preview: string };

export type ChatAppend = {
  messages: ChatMessageRecord[];
  /** Replaces the stored email when given; undefined keeps it. */
  email?: string;
  /** Claims an anonymous conversation for a user who signed in meanwhile; never changes an owner. */
  userId?: string;
  updatedAt: Date;
};

export type ChatPage = Page<ChatSummaryRecord>;

export type ChatRepository = {
  /** Stores a new conversation under a fresh random id. */
  create(chat: NewChat): Promise<StoredChat>;
  get(id: string): Promise<StoredChat | null>;
  /** Appends atomically (concurrent appends both land); false when the id is unknown. */
  append(id: string, update: ChatAppend): Promise<boolean>;
  /** Most recently active first. */
  list(query: { page: number; pageSize: number }): Promise<ChatPage>;
  /** Deletes every conversation of a user ("delete my data"); returns how many. */
  deleteByUser(userId: string): Promise<number>;
};
