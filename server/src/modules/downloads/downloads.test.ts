import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorMiddleware } from '../../http/error-middleware';
import { createOpenApiRegistry } from '../../http/openapi-registry';
import { createTestApp, type TestApp } from '../../test-helpers';
import { createDownloadsRoutes } from './downloads.routes';

// A real app around the module with a temporary WXT output folder, so each test decides what is built.
function appServing(testApp: TestApp, outputDir: string) {
  const app = express();
  const router = express.Router();
  createDownloadsRoutes(outputDir)(router, {
    container: testApp.container,
    openapi: createOpenApiRegistry(),
  });
  app.use(router);
  app.use(errorMiddleware);
  return app;
}

describe('GET /downloads/:file', () => {
  let testApp: TestApp;
  let outputDir: string;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    outputDir = await mkdtemp(join(tmpdir(), 'scamcheck-downloads-'));
  });
  afterEach(async () => {
    await rm(outputDir, { recursive: true, force: true });
  });

  it('serves the newest chrome package under its public name, as an attachment', async () => {
    await writeFile(join(outputDir, 'scamcheck-1.2.1-chrome.zip'), 'old');
    await utimes(join(outputDir, 'scamcheck-1.2.1-chrome.zip'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    await writeFile(join(outputDir, 'scamcheck-1.2.2-chrome.zip'), 'new chrome');
    await writeFile(join(outputDir, 'scamcheck-1.2.2-firefox.zip'), 'firefox');
    const app = appServing(testApp, outputDir);

    const res = await request(app).get('/downloads/scamcheck-chrome.zip').responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?scamcheck-chrome\.zip"?$/);
    expect(String(res.body)).toBe('new chrome');
  });

  it("serves packages from WXT's dot-folder (.output), as the real build lays them out", async () => {
    const dotOutput = join(outputDir, '.output');
    await mkdir(dotOutput);
    await writeFile(join(dotOutput, 'scamcheck-1.2.2-chrome.zip'), 'chrome from .output');
    const app = appServing(testApp, dotOutput);

    const res = await request(app).get('/downloads/scamcheck-chrome.zip').responseType('blob');
    expect(res.status).toBe(200);
    expect(String(res.body)).toBe('chrome from .output');
  });

  it('serves the firefox package, never the sources archive', async () => {
    await writeFile(join(outputDir, 'scamcheck-1.2.2-sources.zip'), 'sources');
    await writeFile(join(outputDir, 'scamcheck-1.2.2-firefox.zip'), 'firefox');
    const app = appServing(testApp, outputDir);

    const res = await request(app).get('/downloads/scamcheck-firefox.zip').responseType('blob');
    expect(res.status).toBe(200);
    expect(String(res.body)).toBe('firefox');
  });

  it('answers a JSON 404 while the extension has not been packaged', async () => {
    const app = appServing(testApp, join(outputDir, 'missing'));

    const res = await request(app).get('/downloads/scamcheck-chrome.zip');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'The chrome extension has not been packaged on this server yet',
    });
  });

  it('answers a JSON 404 for any other file name, without touching the folder', async () => {
    await writeFile(join(outputDir, 'secret.txt'), 'nope');
    const app = appServing(testApp, outputDir);

    for (const path of [
      '/downloads/secret.txt',
      '/downloads/..%2Fsecret.txt',
      '/downloads/scamcheck-sources.zip',
    ]) {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('downloads in the whole app', () => {
  it('are answered by the server even when it also serves the web app', async () => {
    const webDist = await mkdtemp(join(tmpdir(), 'scamcheck-web-dist-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>web app</title>');
    const testApp = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
    try {
      expect((await request(testApp.app).get('/no/such/page')).text).toContain('web app');
      const res = await request(testApp.app).get('/downloads/nothing.zip');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    } finally {
      await testApp.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });
});
