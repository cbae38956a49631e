import { ErrorBodySchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './http/app-error';
import { validate } from './http/validate';
import { createTestApp, type TestApp } from './test-helpers';

declare module 'express-session' {
  interface SessionData {
    /** Only set by this test's session routes. */
    testNote?: string;
  }
}

const EchoSchema = z.object({ name: z.string().min(1, 'Name is required') });

describe('the HTTP app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(
      {},
      {
        mountTestRoutes(router) {
          router.get('/api/test/boom', () => {
            throw new Error('connection string postgres://admin:s3cret@db leaked?');
          });
          router.get('/api/test/async-boom', async () => {
            await Promise.resolve();
            throw new TypeError('Cannot read properties of undefined');
          });
          router.get('/api/test/forbidden', () => {
            throw new AppError('FORBIDDEN', 'Admins only');
          });
          router.post('/api/test/echo', (req, res) => {
            res.json(validate(EchoSchema, req.body));
          });
          router.post('/api/test/session', (req, res) => {
            req.session.testNote = validate(EchoSchema, req.body).name;
            res.json({ ok: true });
          });
          router.get('/api/test/session', (req, res) => {
            res.json({ note: req.session.testNote ?? null });
          });
        },
      },
    );
  });
  afterAll(() => testApp.close());

  it('answers unknown API paths with a JSON 404 naming the method and path', async () => {
    const res = await request(testApp.app).get('/api/xyz?x=1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No API route for GET /api/xyz' } });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await request(testApp.app)
      .post('/api/test/echo')
      .set('Content-Type', 'application/json')
      .send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_REQUEST', message: 'Malformed JSON body' } });
  });

  it('refuses non-JSON bodies on state-changing API calls with 415', async () => {
    const plain = await request(testApp.app)
      .post('/api/test/echo')
      .set('Content-Type', 'text/plain')
      .send('name=x');
    expect(plain.status).toBe(415);
    expect(ErrorBodySchema.parse(plain.body).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const form = await request(testApp.app).post('/api/test/echo').type('form').send({ name: 'x' });
    expect(form.status).toBe(415);
  });

  it('accepts JSON and answers a failed validation with the first issue', async () => {
    const ok = await request(testApp.app).post('/api/test/echo').send({ name: 'Ada' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ name: 'Ada' });
    const invalid = await request(testApp.app).post('/api/test/echo').send({ name: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Name is required' } });
  });

  it('refuses bodies over 100 kB with 413', async () => {
    const res = await request(testApp.app)
      .post('/api/test/echo')
      .send({ name: 'x'.repeat(110_000) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('renders a thrown AppError with the status of its code', async () => {
    const res = await request(testApp.app).get('/api/test/forbidden');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'FORBIDDEN', message: 'Admins only' } });
  });

  it.each(['/api/test/boom', '/api/test/async-boom'])(
    'hides internals of an unexpected error (%s)',
    async (path) => {
      const res = await request(testApp.app).get(path);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        error: { code: 'INTERNAL', message: 'Internal server error', requestId: res.headers['x-request-id'] },
      });
      expect(res.text).not.toMatch(/s3cret|undefined|at .*\.ts/);
    },
  );

  it('echoes a safe incoming X-Request-Id and replaces an unsafe one', async () => {
    const kept = await request(testApp.app).get('/api/health').set('X-Request-Id', 'lb-1234_abcd');
    expect(kept.headers['x-request-id']).toBe('lb-1234_abcd');
    const replaced = await request(testApp.app).get('/api/health').set('X-Request-Id', 'bad id\twith spaces');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await request(testApp.app).get('/api/health').set('X-Request-Id', 'a'.repeat(65));
    expect(tooLong.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers', async () => {
    const res = await request(testApp.app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps a session in storage behind an HttpOnly, SameSite=Lax cookie', async () => {
    const res = await request(testApp.app).post('/api/test/session').send({ name: 'remember me' });
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^sid=s%3A/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');

    const sid =
      decodeURIComponent(cookie.split(';')[0] ?? '')
        .replace(/^sid=s:/, '')
        .split('.')[0] ?? '';
    expect(await testApp.container.storage.sessions.get(sid)).toMatchObject({ testNote: 'remember me' });
    const again = await request(testApp.app)
      .get('/api/test/session')
      .set('Cookie', cookie.split(';')[0] ?? '');
    expect(again.body).toEqual({ note: 'remember me' });
  });

  it('creates no session for requests that store nothing', async () => {
    const res = await request(testApp.app).get('/api/health');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
