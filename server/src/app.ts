import express, { type Express, type Request, type Response, type Router } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Container } from './container';
import { createErrorMiddleware } from './http/error-middleware';
import { apiNotFound } from './http/not-found';
import { mountRoutes } from './http/define-route';
import { createOpenApiRegistry } from './http/openapi-registry';
import { assignRequestId } from './http/request-id';
import { refuseOddAddress, refuseOddBodyText, verifyUtf8Body } from './http/refuse-odd-input';
import { requireJsonBody } from './http/require-json-body';
import { webAppRouter } from './http/web-app';
import { allRoutes } from './modules';
import { messageBodyTooLarge } from './modules/messages/message-request';
import { redactApiKeys } from './modules/api-keys/api-key-secret';
import { authMiddleware } from './modules/auth/auth-middleware';
import { recordRequestErrorOnce, recordServerErrorAnswers } from './modules/errors/record-server-errors';
import { ANALYZE_MESSAGE_PATH } from './modules/messages/messages.routes';

/** API paths that accept multipart/form-data uploads; every other state-changing API call takes JSON. */
const MULTIPART_API_PATHS: readonly string[] = ['/api/analyze-image'];

export type CreateAppOptions = {
  /** Test hook: mounts extra routes after the real ones (e.g. a route that throws). */
  mountTestRoutes?: (router: Router, context: { container: Container }) => void;
};

/** The whole HTTP application. It never listens: main.ts does, and tests drive it with supertest. */
export function createApp(container: Container, options: CreateAppOptions = {}): Express {
  const { config, logger } = container;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.http.trustProxy);

  app.use(helmet(helmetOptions(config.session.isSecure)));
  app.use(recordServerErrorAnswers(container.errorRecorder));
  // A stored report already sent once for this address: its bytes, with the security headers above and
  // before everything below (no access-log line, session, anti-forgery, static files, body parsing or
  // storage). Misses go on to the route. See docs/performance.md.
  app.use(container.reportResponses.serveRemembered);
  app.use(
    pinoHttp<Request, Response>({
      logger,
      genReqId: assignRequestId,
      customLogLevel: (_req, res, error) => logLevelFor(res.statusCode, error),
      // One short line per request: headers would put cookies and tokens into the logs.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactApiKeys(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use(refuseOddAddress);
  const webApp = webAppRouter(config.http.webDistDir);
  if (webApp !== null) app.use(webApp);

  app.use('/api', requireJsonBody({ multipartPaths: MULTIPART_API_PATHS }));
  app.use('/auth', requireJsonBody());
  app.use(express.json({ limit: '100kb', verify: verifyUtf8Body }));
  app.use(ANALYZE_MESSAGE_PATH, messageBodyTooLarge);
  app.use(refuseOddBodyText);
  app.use(authMiddleware(container));
  // Each route is declared with defineRoute: its guards (auth, then the meter that counts a costly
  // call before any work), request validation, answer and OpenAPI operation. Answers are checked
  // against their schemas outside production.
  const openapi = createOpenApiRegistry();
  const routes = express.Router();
  mountRoutes(routes, allRoutes(container, openapi), { openapi, validateResponses: !config.isProduction });
  options.mountTestRoutes?.(routes, { container });
  app.use(routes);

  app.use('/api', apiNotFound);
  app.use(
    createErrorMiddleware({
      onUnexpectedError: (error, req, requestId) =>
        recordRequestErrorOnce(container.errorRecorder, error, req, requestId),
    }),
  );
  return app;
}

function logLevelFor(status: number, error: Error | undefined): 'error' | 'warn' | 'info' {
  if (error !== undefined || status >= 500) return 'error';
  return status >= 400 ? 'warn' : 'info';
}

function helmetOptions(isSecure: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      directives: {
        // Avatars and site favicons are https images from other origins.
        // blob: previews an image the visitor chose before uploading it (object URLs are same-origin).
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // On plain-http deployments (localhost) upgrading would break every same-origin request.
        'upgrade-insecure-requests': isSecure ? [] : null,
      },
    },
    strictTransportSecurity: isSecure,
  };
}
