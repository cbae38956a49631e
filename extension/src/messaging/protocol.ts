/**
 * The one message map of the extension: every request type with its request and response schema.
 * Extension pages (popup, options, result) → background; privileged, so extension pages only.
 * The warning content script has its own small map in content-protocol.ts.
 * Receivers parse requests with these schemas; senders parse responses.
 */
import { CurrentUserSchema, QuotaSchema } from '@scamcheck/shared';
import { z } from 'zod';
import { CheckModeSchema, SiteCheckSchema } from '../background/site-check';
import { ServerStatusSchema } from '../lib/server-client';

export const ServerStatusResponseSchema = z.intersection(
  ServerStatusSchema,
  z.object({ serverUrl: z.string() }),
);
export type ServerStatusResponse = z.infer<typeof ServerStatusResponseSchema>;

export const AccountSchema = z.object({
  serverUrl: z.string(),
  /** null: signed out on the site (or the server could not tell). */
  user: CurrentUserSchema.pick({ email: true, name: true, plan: true }).nullable(),
  /** null: unknown (server unreachable, or local checks only). */
  quota: QuotaSchema.nullable(),
  localOnly: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

const ResultIdSchema = z.object({ resultId: z.string() });

export const MESSAGES = {
  'server-status': {
    request: z.strictObject({ type: z.literal('server-status') }),
    response: ServerStatusResponseSchema,
  },
  'site-check': {
    request: z.strictObject({
      type: z.literal('site-check'),
      url: z.string().max(8_192),
      mode: CheckModeSchema,
      /** The tab whose badge should follow the answer. */
      tabId: z.number().int().optional(),
    }),
    response: SiteCheckSchema,
  },
  account: {
    request: z.strictObject({ type: z.literal('account') }),
    response: AccountSchema,
  },
  'check-image': {
    request: z.strictObject({
      type: z.literal('check-image'),
      srcUrl: z.string().max(8 * 1024 * 1024),
      pageUrl: z.string().max(8_192).optional(),
    }),
    response: ResultIdSchema,
  },
  'check-link': {
    request: z.strictObject({ type: z.literal('check-link'), linkUrl: z.string().max(8_192) }),
    response: ResultIdSchema,
  },
} as const;

export type MessageType = keyof typeof MESSAGES;
export type MessageRequest<T extends MessageType> = z.infer<(typeof MESSAGES)[T]['request']>;
export type MessageResponse<T extends MessageType> = z.infer<(typeof MESSAGES)[T]['response']>;

/** Only allowlisted types with exactly their fields get through; anything else is not a request. */
export const ExtensionRequestSchema = z.discriminatedUnion('type', [
  MESSAGES['server-status'].request,
  MESSAGES['site-check'].request,
  MESSAGES.account.request,
  MESSAGES['check-image'].request,
  MESSAGES['check-link'].request,
]);
export type ExtensionRequest = z.infer<typeof ExtensionRequestSchema>;
