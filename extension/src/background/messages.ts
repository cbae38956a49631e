/** The background's side of the message map: checks who is asking and what, then answers. */
import { browser, type Browser } from 'wxt/browser';
import { getServerStatus } from '../lib/server-client';
import { getServerUrl } from '../lib/settings';
import { reportHost } from '../lib/site-summary';
import { ContentRequestSchema } from '../messaging/content-protocol';
import {
  ExtensionRequestSchema,
  type ExtensionRequest,
  type MessageRequest,
  type MessageResponse,
  type MessageType,
} from '../messaging/protocol';
import { getAccount } from './account';
import { showBadge } from './badge';
import { checkImage, checkLink, type RightClickDeps } from './right-click-checks';
import { contentScriptTab, isExtensionPageSender, type ExtensionIdentity } from './sender';
import { bestSummary } from './site-check';
import type { WarningController } from './warning';

type Handlers = { [T in MessageType]: (request: MessageRequest<T>) => Promise<MessageResponse<T>> };

export type MessageDeps = RightClickDeps & { warning: Pick<WarningController, 'dismiss'> };

type Sender = Pick<Browser.runtime.MessageSender, 'id' | 'url' | 'frameId'> & { tab?: { id?: number } };

export type MessageHandler = (
  message: unknown,
  sender: Sender,
  self: ExtensionIdentity,
) => Promise<unknown> | undefined;

export function createMessageHandler(deps: MessageDeps): MessageHandler {
  const handlers: Handlers = {
    'server-status': async () => {
      const serverUrl = await getServerUrl();
      return { serverUrl, ...(await getServerStatus(serverUrl)) };
    },
    'site-check': async ({ url, mode, tabId }) => {
      const check = await deps.checker.check(url, mode);
      if (tabId !== undefined) await showBadge(tabId, bestSummary(check)).catch(() => undefined);
      return check;
    },
    account: () => getAccount(deps.createClient),
    'check-image': async ({ srcUrl, pageUrl }) => ({ resultId: await checkImage(srcUrl, pageUrl, deps) }),
    'check-link': async ({ linkUrl }) => ({ resultId: await checkLink(linkUrl, deps) }),
  };

  function dispatch(request: ExtensionRequest): Promise<unknown> {
    switch (request.type) {
      case 'server-status':
        return handlers['server-status'](request);
      case 'site-check':
        return handlers['site-check'](request);
      case 'account':
        return handlers.account(request);
      case 'check-image':
        return handlers['check-image'](request);
      case 'check-link':
        return handlers['check-link'](request);
    }
  }

  /**
   * The answer to a message, or undefined when the message is not for us: an untrusted sender, a type outside
   * the allowlist or a payload that does not match its schema are all ignored without a reply.
   */
  return (message, sender, self) => {
    if (isExtensionPageSender(sender, self)) {
      const request = ExtensionRequestSchema.safeParse(message);
      return request.success ? dispatch(request.data) : undefined;
    }
    const tab = contentScriptTab(sender, self);
    const request = ContentRequestSchema.safeParse(message);
    if (tab === null || !request.success) return undefined;
    deps.warning.dismiss(tab.tabId, reportHost(tab.url));
    return Promise.resolve({ ok: true });
  };
}

export function registerMessageHandlers(deps: MessageDeps): void {
  const handle = createMessageHandler(deps);
  const self: ExtensionIdentity = { id: browser.runtime.id, baseUrl: browser.runtime.getURL('/') };
  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    const answer = handle(message, sender, self);
    if (answer === undefined) return false;
    // sendResponse + `return true` works in every browser; Chrome ignores a listener's returned promise.
    void answer.then(sendResponse, () => sendResponse(undefined));
    return true;
  });
}
