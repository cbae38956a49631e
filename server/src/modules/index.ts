import { adminRoutes } from './admin/admin.routes';
import { adminEmailRoutes } from './admin-email/admin-email.routes';
import { analysisRoutes } from './analysis/analysis.routes';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { authRoutes } from './auth/auth.routes';
import { devLoginRoutes } from './auth/dev-login.routes';
import { googleRoutes } from './auth/google.routes';
import { domainsRoutes } from './analysis/domains.routes';
import { unwrapRoutes } from './unwrap/unwrap.routes';
import { adminChatRoutes } from './chat/admin-chats.routes';
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
import type { RouteModule } from './route-module';
import { siteStatusRoutes } from './site-status/site-status.routes';
import { historyRoutes } from './users/history.routes';
import { quotaRoutes } from './users/quota.routes';
import { usersRoutes } from './users/users.routes';

/** Every feature's routes, in mounting order. Add a feature by adding its module here. */
export const ROUTE_MODULES: readonly RouteModule[] = [
  healthRoutes,
  openApiRoutes,
  authRoutes,
  googleRoutes,
  devLoginRoutes,
  usersRoutes,
  quotaRoutes,
  historyRoutes,
  siteStatusRoutes,
  apiKeysRoutes,
  analysisRoutes,
  imagesRoutes,
  messagesRoutes,
  domainsRoutes,
  unwrapRoutes,
  chatRoutes,
  adminChatRoutes,
  adminRoutes,
  commentsRoutes,
  adminCommentsRoutes,
  clientErrorsRoutes,
  adminErrorsRoutes,
  adminEmailRoutes,
  downloadsRoutes,
];
