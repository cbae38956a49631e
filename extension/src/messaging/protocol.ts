/**
 * The one message map between extension pages (popup) and the background: every request type with its
 * request and response schema. The background parses requests with it; the popup parses responses.
 */
import { z } from 'zod';
import { ServerStatusSchema } from '../lib/server-client';

export const ServerStatusResponseSchema = z.intersection(
  ServerStatusSchema,
  z.object({ serverUrl: z.string() }),
);
export type ServerStatusResponse = z.infer<typeof ServerStatusResponseSchema>;

export const MESSAGES = {
  'server-status': {
    request: z.strictObject({ type: z.literal('server-status') }),
    response: ServerStatusResponseSchema,
  },
} as const;

export type MessageType = keyof typeof MESSAGES;
export type MessageRequest<T extends MessageType> = z.infer<(typeof MESSAGES)[T]['request']>;
export type MessageResponse<T extends MessageType> = z.infer<(typeof MESSAGES)[T]['response']>;

/** Only allowlisted types with exactly their fields get through; anything else is not a request. */
export const ExtensionRequestSchema = z.discriminatedUnion('type', [MESSAGES['server-status'].request]);
export type ExtensionRequest = z.infer<typeof ExtensionRequestSchema>;
