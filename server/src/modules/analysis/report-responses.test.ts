// GET /api/domain/:domain answered from remembered bytes (report-responses.ts): a strong ETag and 304,
// the same bytes and headers as the route, no cookie work, and a new answer once a new report is stored
// here or announced by another replica.
import { CsrfTokenResponseSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';
import { createAnalysisService } from './analysis.service';
import { cookieValue, setCookieLine, setCookies } from '../auth/testing/cookies';

const DOMAIN = 'etag-bakery.example';
const PATH = `/api/domain/${DOMAIN}`;
/** Headers that differ per answer by design. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

describe('a stored report answered from memory', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' } });
    await testApp.container.analysis.analyze(DOMAIN);
  });
  afterAll(() => testApp.close());

  const get = (path = PATH) => request(testApp.app).get(path);
  /** The answer as the route built it before: the stored report through JSON.stringify. */
  const expectedBody = async () => JSON.stringify(await testApp.container.analysis.reportFor(DOMAIN));
  const lastingHeaders = (res: request.Response) =>
    Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_ANSWER.has(name)));

  it('sends the same bytes and headers the second time, with one strong ETag and a 304 on a match', async () => {
    const first = await get();
    const second = await get();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.text).toBe(await expectedBody());
    expect(second.text).toBe(first.text);
    expect(lastingHeaders(second)).toEqual(lastingHeaders(first));
    expect(second.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("default-src 'self'") as unknown,
    });
    expect(second.headers['x-request-id']).toMatch(/^[\w-]+$/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const revalidated = await get().set('If-None-Match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect((await get().set('If-None-Match', '"something-else"')).status).toBe(200);
  });

  it('answers a signed-in reader without touching the session or its anti-forgery cookie', async () => {
    const { cookieName } = testApp.container.config.session;
    const csrf = await get('/api/csrf');
    const { token } = CsrfTokenResponseSchema.parse(csrf.body);
    const login = await request(testApp.app)
      .post('/auth/dev-login')
      .set('Cookie', `csrf-token=${cookieValue(csrf, 'csrf-token') ?? ''}`)
      .set('X-CSRF-Token', token)
      .send({ email: 'cookie-reader@example.com', role: 'user' });
    expect(login.status).toBe(200);
    const session = setCookieLine(login, cookieName)?.split(';')[0] ?? '';
    expect(session).not.toBe('');
    await get();

    // Only the session cookie: the full middleware chain would hand this reader a new token.
    const throughChain = await get(`${PATH}?via=route`).set('Cookie', session);
    expect(setCookieLine(throughChain, 'csrf-token')).toBeDefined();
    const remembered = await get().set('Cookie', session);
    expect(remembered.status).toBe(200);
    expect(setCookies(remembered)).toEqual([]);
    expect(remembered.text).toBe(throughChain.text);
  });

  it('still sends an API key and a body through their checks', async () => {
    await get();
    const badKey = await get().set('Authorization', `Bearer sk_${'b'.repeat(43)}`);
    expect(badKey.status).toBe(401);
    const keyInAddress = await get(`${PATH}?key=sk_${'a'.repeat(43)}`);
    expect(keyInAddress.status).toBe(400);
    const oddBody = await get().set('Content-Type', 'application/json').send('{"note":"\\u0000"}');
    expect(oddBody.status).toBe(400);
  });

  it('answers anew after a re-analysis, and the old ETag no longer matches', async () => {
    const before = await get();
    const rescan = await request(testApp.app).post('/api/analyze?fresh=1').send({ domain: DOMAIN });
    expect(rescan.status).toBe(200);
    const after = await get().set('If-None-Match', String(before.headers.etag));
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.body as { id: string }).id).toBe((rescan.body as { id: string }).id);
    expect(after.text).toBe(await expectedBody());
  });

  it('answers anew when another replica announces a report it stored', async () => {
    const { container } = testApp;
    const before = await get();
    // Another replica: same storage, its own service, and no announcement yet.
    const elsewhere = createAnalysisService({
      engine: container.engine,
      analyses: container.storage.analyses,
      urlAnalyses: container.storage.urlAnalyses,
      clock: container.clock,
    });
    const newer = await elsewhere.analyze(DOMAIN, { fresh: true });
    expect((await get()).headers.etag).toBe(before.headers.etag);

    container.reportInvalidation.invalidate(newer.domain);
    await vi.waitFor(async () => {
      const after = await get();
      expect((after.body as { id: string }).id).toBe(newer.id);
    });
    expect((await get()).text).toBe(await expectedBody());
  });

  it('carries no community summary (the comments endpoint does)', async () => {
    expect((await get()).body).not.toHaveProperty('community');
  });
});
