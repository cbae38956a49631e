/** The background's side of the message map: checks who is asking and what, then answers. */
import { browser, type Browser } from 'wxt/browser';
import { getServerStatus } from '../lib/server-client';
import { getServerUrl } from '../lib/settings';
import {
  ExtensionRequestSchema,
  type ExtensionRequest,
  type MessageRequest,
  type MessageResponse,
  type MessageType,
} from '../messaging/protocol';
import { isExtensionPageSender, type ExtensionIdentity } from './sender';

type Handlers = { [T in MessageType]: (request: MessageRequest<T>) => Promise<MessageResponse<T>> };

const HANDLERS: Handlers = {
  'server-status': async () => {
    const serverUrl = await getServerUrl();
    return { serverUrl, ...(await getServerStatus(serverUrl)) };
  },
};

/**
 * The answer to a message, or undefined when the message is not for us: an untrusted sender, a type
 * outside the allowlist or a payload that does not match its schema are all ignored without a reply.
 */
export function handleMessage(
  message: unknown,
  sender: Browser.runtime.MessageSender,
  self: ExtensionIdentity,
): Promise<unknown> | undefined {
  if (!isExtensionPageSender(sender, self)) return undefined;
  const request = ExtensionRequestSchema.safeParse(message);
  if (!request.success) return undefined;
  return dispatch(request.data);
}

function dispatch(request: ExtensionRequest): Promise<unknown> {
  switch (request.type) {
    case 'server-status':
      return HANDLERS['server-status'](request);
  }
}

export function registerMessageHandlers(): void {
  const self: ExtensionIdentity = { id: browser.runtime.id, baseUrl: browser.runtime.getURL('/') };
  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    const answer = handleMessage(message, sender, self);
    if (answer === undefined) return false;
    // sendResponse + `return true` works in every browser; Chrome ignores a listener's returned promise.
    void answer.then(sendResponse, () => sendResponse(undefined));
    return true;
  });
}
