import { AdminErrorsResponseSchema } from '@scamcheck/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { CreateAppOptions } from '../../../app';
import { AppError } from '../../../http/app-error';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { signInForTrial } from '../../auth/testing/trial-sign-in';

/** A route that fails the way a bug does, with an order number in the message. */
export const failingRoute: CreateAppOptions = {
  mountTestRoutes: (router) => {
    router.get('/api/test/orders/:id', (req) => {
      throw new TypeError(`Cannot read the total of order ${String(req.params.id)}`);
    });
    // Failures that never passed an unknown error to the error middleware.
    router.get('/api/test/answers-500', (_req, res) => {
      res.status(500).send('broken');
    });
    router.get('/api/test/internal', () => {
      throw new AppError('INTERNAL', 'The invoice template is missing');
    });
  },
};

export const clientError = (overrides: object = {}) => ({
  message: 'TypeError: x is undefined',
  stack:
    'TypeError: x is undefined\n    at renderReport (http://localhost:5000/assets/report-3f9a1c2e.js:1:2345)',
  route: '/domain/example.com',
  debugLog: ['GET /api/domain/example.com 200', 'render report'],
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  ...overrides,
});

export type ErrorConsole = { testApp: TestApp; admin: TestAgent; adminToken: string };

/** A test app with the failing routes above and a signed-in administrator's browser. */
export async function startErrorConsole(): Promise<ErrorConsole> {
  const testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } }, failingRoute);
  const admin = request.agent(testApp.app);
  const adminToken = (await signInForTrial(admin, { email: 'admin@example.com', role: 'admin' })).csrfToken;
  return { testApp, admin, adminToken };
}

/** The error groups the console lists, once every recorded error has been written. */
export async function errorGroups({ testApp, admin }: ErrorConsole, query = '') {
  await testApp.container.errorRecorder.flush();
  return AdminErrorsResponseSchema.parse((await admin.get(`/api/admin/errors${query}`)).body);
}
