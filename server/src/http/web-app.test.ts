import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-helpers';

const INDEX_HTML = '<!doctype html><title>ScamCheck</title><div id="root"></div>';

describe('serving the built web app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'scamcheck-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    testApp = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => testApp.close());

  it.each(['/', '/websites', '/api', '/domain/example.com', '/Websites/', '/admin/no-such-section'])(
    'answers the app page %s with index.html and 200',
    async (path) => {
      const res = await request(testApp.app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/no/such/page', '/result/example.com', '/domain/a/b', '/websitesx'])(
    'answers the unknown page %s with index.html (its not-found screen) and 404',
    async (path) => {
      const res = await request(testApp.app).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets with an immutable, long cache', async () => {
    const res = await request(testApp.app).get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log("app")');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const res = await request(testApp.app).get('/assets/index-old999.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('serves other files of the build as they are', async () => {
    const res = await request(testApp.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toBe('User-agent: *');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await request(testApp.app).get('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No API route for GET /api/unknown' } });
  });

  it('does not answer /auth paths with the page', async () => {
    const res = await request(testApp.app).get('/auth/nothing-here');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });
});
