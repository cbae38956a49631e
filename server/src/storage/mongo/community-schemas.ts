import type { ChatDoc, ChatMessageDoc, CommentDoc, CommentReportDoc, ErrorEventDoc } from './documents';
import {
  nullableString,
  requiredDate,
  requiredInt,
  requiredString,
  uuidId,
  type SchemaKit,
} from './schema-kit';
import { COMMENT_STATUSES } from '../ports';

/** What people and the server write to us: support chats, comments and their reports, error reports. */
export function defineCommunitySchemas({ SchemaClass, schema }: SchemaKit) {
  const json = { type: SchemaClass.Types.Mixed };

  const chatMessageSchema = new SchemaClass<ChatMessageDoc>(
    {
      role: { type: String, required: true, enum: ['user', 'assistant'] },
      content: { type: String, required: true },
      createdAt: requiredDate,
    },
    { _id: false, versionKey: false, strict: 'throw' },
  );

  const chatSchema = schema<ChatDoc>(
    {
      _id: uuidId,
      userId: nullableString,
      email: nullableString,
      messages: { type: [chatMessageSchema], default: [] },
      createdAt: requiredDate,
      updatedAt: requiredDate,
    },
    'chats',
  );
  chatSchema.index({ updatedAt: -1, _id: 1 });
  chatSchema.index({ userId: 1 });
  chatSchema.index({ createdAt: 1 });

  const commentSchema = schema<CommentDoc>(
    {
      _id: uuidId,
      domain: requiredString,
      userId: requiredString,
      rating: { ...requiredInt, min: 1, max: 5 },
      text: { type: String, required: true },
      status: { type: String, required: true, enum: COMMENT_STATUSES },
      approvedAt: { type: Date, default: null },
      createdAt: requiredDate,
      updatedAt: requiredDate,
    },
    'comments',
  );
  commentSchema.index({ domain: 1, status: 1, createdAt: -1 });
  commentSchema.index({ status: 1, createdAt: -1 });
  commentSchema.index({ userId: 1, createdAt: -1 });

  const commentReportSchema = schema<CommentReportDoc>(
    {
      _id: uuidId,
      commentId: requiredString,
      reporterId: requiredString,
      reason: { type: String, required: true },
      createdAt: requiredDate,
    },
    'comment_reports',
  );
  commentReportSchema.index({ commentId: 1, reporterId: 1 }, { unique: true });
  commentReportSchema.index({ reporterId: 1 });

  const errorEventSchema = schema<ErrorEventDoc>(
    {
      _id: uuidId,
      source: { type: String, required: true, enum: ['server', 'client'] },
      fingerprint: requiredString,
      message: { type: String, required: true },
      stack: nullableString,
      route: nullableString,
      requestId: nullableString,
      userId: nullableString,
      context: { ...json, default: null },
      resolved: { type: Boolean, required: true, default: false },
      createdAt: requiredDate,
    },
    'error_events',
  );
  errorEventSchema.index({ fingerprint: 1, createdAt: -1 });
  errorEventSchema.index({ createdAt: -1 });
  errorEventSchema.index({ resolved: 1, fingerprint: 1 });

  return {
    chats: chatSchema,
    comments: commentSchema,
    commentReports: commentReportSchema,
    errorEvents: errorEventSchema,
  };
}
