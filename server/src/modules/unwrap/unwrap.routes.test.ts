// POST /api/unwrap through the real app and the SSRF-safe fetcher, against loopback sites that a
// loopback DNS server gives public-looking names (bit.ly among them).
import { UnwrapResponseSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOOPBACK_SITE_IP,
  startLoopbackInternet,
  type LoopbackInternet,
} from '../../engine/testing/loopback-internet';
import { startTestSite, type TestSite } from '../../test-support';
import { createTestApp, type TestApp } from '../../test-helpers';

describe('POST /api/unwrap', () => {
  let site: TestSite;
  let internet: LoopbackInternet;
  let testApp: TestApp;
  const at = (host: string, path: string) => `http://${host}:${site.port}${path}`;
  const unwrap = (url: unknown) => request(testApp.app).post('/api/unwrap').send({ url });

  beforeAll(async () => {
    site = await startTestSite({
      host: LOOPBACK_SITE_IP,
      routes: {
        '/abc': (_req, res) => res.writeHead(301, { location: at('landing-page.com', '/offer') }).end(),
        '/offer': (_req, res) => res.writeHead(302, { location: '/final' }).end(),
        '/final': { body: 'done' },
        '/inside': (_req, res) => res.writeHead(302, { location: 'http://127.0.0.1:6379/' }).end(),
        '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
      },
    });
    internet = await startLoopbackInternet({
      domains: { 'bit.ly': {}, 'landing-page.com': {} },
      sites: [site],
    });
    testApp = await createTestApp({ env: internet.env });
  });
  afterAll(async () => {
    await testApp.close();
    await Promise.all([site.close(), internet.close()]);
  });

  it('lists each hop with its status and location, the final URL, and that a shortener was used', async () => {
    const res = await unwrap(at('bit.ly', '/abc'));
    expect(res.status).toBe(200);
    expect(UnwrapResponseSchema.parse(res.body)).toEqual({
      url: at('bit.ly', '/abc'),
      hops: [
        { url: at('bit.ly', '/abc'), status: 301, location: at('landing-page.com', '/offer') },
        { url: at('landing-page.com', '/offer'), status: 302, location: at('landing-page.com', '/final') },
        { url: at('landing-page.com', '/final'), status: 200, location: null },
      ],
      finalUrl: at('landing-page.com', '/final'),
      usedShortener: true,
      stoppedReason: null,
    });
  });

  it('stops at a redirect into a private network and says so', async () => {
    const body = UnwrapResponseSchema.parse((await unwrap(at('landing-page.com', '/inside'))).body);
    expect(body).toMatchObject({ finalUrl: 'http://127.0.0.1:6379/', usedShortener: false });
    expect(body.hops).toHaveLength(1);
    expect(body.stoppedReason).toMatch(/redirect pointed to/);
  });

  it('stops following an endless redirect loop', async () => {
    const body = UnwrapResponseSchema.parse((await unwrap(at('landing-page.com', '/loop'))).body);
    expect(body.stoppedReason).toBe('The link redirects too many times; following stopped');
  });

  it.each([
    [
      'a private address',
      'http://10.0.0.1/',
      'This link points to a private or local network address, which is never visited',
    ],
    [
      'loopback',
      'http://127.0.0.1:8080/admin',
      'This link points to a private or local network address, which is never visited',
    ],
    [
      'an internal name',
      'http://localhost/',
      'This link points to a local or internal host name, which is never visited',
    ],
  ])('refuses %s with 400 and a clear message', async (_label, url, message) => {
    const res = await unwrap(url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_REQUEST', message } });
  });

  it.each([
    [undefined, 'Please enter a link'],
    ['', 'Please enter a link'],
    ['bit.ly/abc', 'Please enter a full link starting with http:// or https://'],
    ['javascript:alert(1)', 'Please enter a full link starting with http:// or https://'],
  ])('answers 400 to %j', async (url, message) => {
    const res = await unwrap(url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
  });
});
