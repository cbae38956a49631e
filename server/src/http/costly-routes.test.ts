import { PLANS } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-helpers';
import { COSTLY_ROUTES, FREE_ROUTES, type Meter } from './costly-routes';
import { listMountedRoutes } from './mounted-routes';

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

  it('classifies every mounted route as costly (with a meter) or free, exactly once', () => {
    const mounted = listMountedRoutes(testApp.app).map((route) => `${route.method} ${route.path}`);
    const costly = Object.keys(COSTLY_ROUTES);
    const unclassified = mounted.filter((route) => !costly.includes(route) && !FREE_ROUTES.includes(route));
    expect(unclassified).toEqual([]);
    expect(costly.filter((route) => FREE_ROUTES.includes(route))).toEqual([]);
    // Nothing classified that no longer exists.
    expect([...costly, ...FREE_ROUTES].filter((route) => !mounted.includes(route))).toEqual([]);
  });

  // Each route gets its own address, so one route's count cannot make another look metered.
  it.each(Object.entries(COSTLY_ROUTES).map(([route, meter], index) => [route, meter, index] as const))(
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
