import { PLANS } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-helpers';
import type { Meter } from './costly-routes';

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const CHAT_LIMIT = 3;
const LOGIN_LIMIT = 3;
const FREE_ALLOWANCE = PLANS.free.analysesPerHour;

/** How many calls a meter admits from one caller before it refuses (undefined: refuses at once). */
const ADMITTED: Record<Meter, number> = {
  'site-allowance': FREE_ALLOWANCE,
  'screenshot-allowance': FREE_ALLOWANCE,
  'message-allowance': FREE_ALLOWANCE,
  'chat-limit': CHAT_LIMIT,
  'login-limit': LOGIN_LIMIT,
  'admin-only': 0,
};

function isRefusedByMeter(meter: Meter, res: request.Response): boolean {
  if (meter === 'admin-only') return res.status === 401;
  if (meter === 'login-limit' && res.status === 302)
    return /error=rate-limited/.test(res.headers.location ?? '');
  return res.status === 429;
}

const METERS: readonly Meter[] = Object.keys(ADMITTED) as Meter[];

/** The metered routes as the OpenAPI document shows them (`x-scamcheck-meter`): "post /api/unwrap". */
async function meteredRoutes(app: TestApp['app']): Promise<Array<[string, Meter]>> {
  const { paths } = (await request(app).get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, { 'x-scamcheck-meter'?: Meter }>>;
  };
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const meter = operation['x-scamcheck-meter'];
      return meter === undefined
        ? []
        : [[`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`, meter] as [string, Meter]];
    }),
  );
}

// Every route declares its meter (defineRoute requires one); the costly ones are found in the
// OpenAPI document, so a new costly route is tested here without being listed.
const listing = await createTestApp();
const COSTLY_ROUTES = await meteredRoutes(listing.app);
await listing.close();

describe('costly routes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        TRUST_PROXY: '1',
        DEV_LOGIN: '1',
        CHAT_RATE_LIMIT_PER_HOUR: String(CHAT_LIMIT),
        LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      },
    });
  });
  afterAll(() => testApp.close());

  it('names a known meter for each costly route, including the checks and the assistant', () => {
    const routes = Object.fromEntries(COSTLY_ROUTES);
    expect(routes).toMatchObject({
      'post /api/analyze': 'site-allowance',
      'post /api/analyze-image': 'screenshot-allowance',
      'post /api/analyze-message': 'message-allowance',
      'post /api/unwrap': 'message-allowance',
      'post /api/ai/chat': 'chat-limit',
      'get /auth/google': 'login-limit',
    });
    expect(COSTLY_ROUTES.filter(([, meter]) => !METERS.includes(meter))).toEqual([]);
  });

  // Each route gets its own address, so one route's count cannot make another look metered.
  it.each(COSTLY_ROUTES.map(([route, meter], index) => [route, meter, index] as const))(
    '%s is stopped by its meter (%s) before any work',
    async (route, meter, index) => {
      const [method = '', path = ''] = route.split(' ');
      // The site allowance is spent by new analyses only, so ask for rescans of a valid target.
      const isSite = meter === 'site-allowance';
      const url = path.replace(/:[A-Za-z]+/g, SOME_ID) + (isSite ? '?fresh=1' : '');
      const address = `198.51.100.${index + 1}`;
      const call = () => {
        const client = request(testApp.app);
        const pending = client[method as 'get' | 'post' | 'put'](url).set('X-Forwarded-For', address);
        if (method === 'get') return pending;
        return pending.send(isSite ? { domain: 'metered.example' } : {});
      };
      for (let admitted = 0; admitted < ADMITTED[meter]; admitted += 1) {
        expect(isRefusedByMeter(meter, await call())).toBe(false);
      }
      expect(isRefusedByMeter(meter, await call())).toBe(true);
    },
  );
});
