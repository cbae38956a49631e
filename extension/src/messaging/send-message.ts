/** The extension pages' side of the message map: send a typed request, get a validated response. */
import type { z } from 'zod';
import { browser } from 'wxt/browser';
import { MESSAGES, type MessageRequest, type MessageResponse, type MessageType } from './protocol';

// Indexed by a generic key, this mapped type lets TypeScript tie each request to its response type.
const RESPONSE_SCHEMAS: { [K in MessageType]: z.ZodType<MessageResponse<K>> } = {
  'server-status': MESSAGES['server-status'].response,
  'site-check': MESSAGES['site-check'].response,
  account: MESSAGES.account.response,
  'check-image': MESSAGES['check-image'].response,
  'check-link': MESSAGES['check-link'].response,
};

export async function sendMessage<T extends MessageType>(
  request: MessageRequest<T> & { type: T },
): Promise<MessageResponse<T>> {
  const answer: unknown = await browser.runtime.sendMessage(request);
  const schema: z.ZodType<MessageResponse<T>> = RESPONSE_SCHEMAS[request.type];
  return schema.parse(answer);
}
