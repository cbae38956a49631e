import type { Container } from '../container';
import type { Route } from '../http/define-route';
import type { OpenApiRegistry } from '../http/openapi-registry';
import { quotaGuard } from '../http/quota';
import { pick } from '../lib/pick';
import { adminRoutes } from './admin/admin.routes';
import { createStatusService } from './admin/status.service';
import { adminEmailRoutes } from './admin-email/admin-email.routes';
import { analysisRoutes } from './analysis/analysis.routes';
import { domainsRoutes } from './analysis/domains.routes';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { authRoutes } from './auth/auth.routes';
import { devLoginRoutes } from './auth/dev-login.routes';
import { googleRoutes } from './auth/google.routes';
import { loginRateLimit } from './auth/login-rate-limit';
import { passportFor } from './auth/passport';
import { adminChatRoutes } from './chat/admin-chats.routes';
import { chatRateLimit } from './chat/chat-rate-limit';
import { chatRoutes } from './chat/chat.routes';
import { adminCommentsRoutes } from './comments/admin-comments.routes';
import { commentsRoutes } from './comments/comments.routes';
import { downloadsRoutes } from './downloads/downloads.routes';
import { adminErrorsRoutes } from './errors/admin-errors.routes';
import { clientErrorsRoutes } from './errors/client-errors.routes';
import { healthRoutes } from './health/health.routes';
import { imagesRoutes } from './images/images.routes';
import { messagesRoutes } from './messages/messages.routes';
import { openApiRoutes } from './openapi/openapi.routes';
import { siteStatusRoutes } from './site-status/site-status.routes';
import { unwrapRoutes } from './unwrap/unwrap.routes';
import { historyRoutes } from './users/history.routes';
import { quotaRoutes } from './users/quota.routes';
import { usersRoutes } from './users/users.routes';

/**
 * Every feature's routes, in mounting order, each module given only the services it uses. Add a
 * feature by adding its module here.
 */
export function allRoutes(c: Container, openapi: OpenApiRegistry): Route[] {
  // One chat limit, spent by the assistant's routes and shown by GET /api/quota.
  const chatLimit = chatRateLimit(c.config.ai.chatRateLimitPerHour);
  const messageAllowance = { name: 'message-allowance', guard: quotaGuard(c, 'message') } as const;
  const screenshotAllowance = { name: 'screenshot-allowance', guard: quotaGuard(c, 'screenshot') } as const;
  // What recording a usage event needs (admin/usage-recorder.ts).
  const usage = pick(c, 'storage', 'clock', 'logger');
  return [
    ...healthRoutes(pick(c, 'storage', 'rateLimits', 'clock', 'startedAt')),
    ...openApiRoutes(openapi),
    ...authRoutes(c.config),
    ...googleRoutes({
      ...usage,
      config: c.config,
      passport: passportFor(c),
      loginLimit: loginRateLimit(c, 'redirect'),
    }),
    ...devLoginRoutes({ ...usage, config: c.config, rateLimits: c.rateLimits }),
    ...usersRoutes(pick(c, 'storage', 'clock', 'config')),
    ...quotaRoutes(c.rateLimits.quota, chatLimit),
    ...historyRoutes(c.storage),
    ...siteStatusRoutes(c.featureFlags),
    ...apiKeysRoutes({ apiKeys: c.storage.apiKeys, clock: c.clock }),
    ...analysisRoutes({ ...usage, ...pick(c, 'analysis', 'reportResponses', 'rateLimits', 'featureFlags') }),
    ...imagesRoutes({ ...usage, images: c.images }, screenshotAllowance),
    ...messagesRoutes({ ...usage, messages: c.messages }, messageAllowance),
    ...domainsRoutes(c.analysis),
    ...unwrapRoutes(c.unwrap, messageAllowance),
    ...chatRoutes(
      { ...usage, ...pick(c, 'ai', 'alerts', 'analysis', 'rateLimits', 'featureFlags', 'messages') },
      chatLimit,
    ),
    ...adminChatRoutes(c.storage.chats),
    ...adminRoutes({ ...pick(c, 'storage', 'clock', 'featureFlags'), status: createStatusService(c) }),
    ...commentsRoutes(pick(c, 'comments', 'featureFlags', 'storage', 'clock')),
    ...adminCommentsRoutes(c.comments),
    ...clientErrorsRoutes(c.errorRecorder),
    ...adminErrorsRoutes(c.storage.errorEvents),
    ...adminEmailRoutes(pick(c, 'emailSettings', 'sendMail', 'config')),
    ...downloadsRoutes(c.config.http),
  ];
}
