import { createTestApp, type TestApp, type TestContainerOverrides } from '../../test-helpers';
import { quotaGuard } from '../quota';

/** A test app with a cheap quota-guarded route, POST /api/test/costly, standing in for an analysis. */
export function quotaApp(env: Record<string, string> = {}, overrides: TestContainerOverrides = {}) {
  return createTestApp(
    { ...overrides, env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000', ...env } },
    {
      mountTestRoutes(router, { container }) {
        router.post('/api/test/costly', quotaGuard(container), (_req, res) => res.json({ ok: true }));
      },
    },
  );
}

export type Listening = { url: string; close(): Promise<void> };

/** One listening server for many concurrent requests (supertest would start one per request). */
export async function listen(testApp: TestApp): Promise<Listening> {
  const server = testApp.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `count` concurrent costly calls. */
export function fire(url: string, count: number, headers: Record<string, string> = {}): Promise<Response[]> {
  return Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${url}/api/test/costly`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: '{}',
      }),
    ),
  );
}
