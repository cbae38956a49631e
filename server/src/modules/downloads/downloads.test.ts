import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mountRoutes } from '../../http/define-route';
import { errorMiddleware } from '../../http/error-middleware';
import { createOpenApiRegistry } from '../../http/openapi-registry';
import { createTestApp, type TestApp } from '../../test-helpers';
import { downloadsRoutes } from './downloads.routes';

// What `wxt zip` makes: manifest.json for the build's server (localhost:5000) beside the extension's files.
const CHROME_MANIFEST = {
  manifest_version: 3,
  name: 'ScamCheck',
  homepage_url: 'http://localhost:5000',
  permissions: ['activeTab', 'storage'],
  host_permissions: ['http://localhost/*'],
  optional_host_permissions: ['*://*/*'],
};
const FIREFOX_MANIFEST = {
  manifest_version: 2,
  name: 'ScamCheck',
  homepage_url: 'http://localhost:5000',
  permissions: ['activeTab', 'storage', 'http://localhost/*'],
  optional_permissions: ['*://*/*'],
};

function packaged(manifest: object, background: string): Buffer {
  return Buffer.from(
    zipSync({ 'manifest.json': strToU8(JSON.stringify(manifest)), 'background.js': strToU8(background) }),
  );
}

type Download = { manifest: Record<string, unknown>; background: string };

function unpack(body: Buffer): Download {
  const files = unzipSync(body);
  const text = (name: string) => {
    const file = files[name];
    return file === undefined ? null : strFromU8(file);
  };
  return { manifest: JSON.parse(text('manifest.json') ?? 'null'), background: text('background.js') ?? '' };
}

async function download(app: express.Express, path: string, host?: string): Promise<Download> {
  const call = request(app).get(path).responseType('blob');
  const res = await (host === undefined ? call : call.set('Host', host));
  expect(res.status).toBe(200);
  return unpack(res.body as Buffer);
}

// A real app around the module with a temporary WXT output folder, so each test decides what is built.
function appServing(testApp: TestApp, outputDir: string) {
  const app = express();
  const router = express.Router();
  mountRoutes(router, downloadsRoutes(testApp.container.config.http, outputDir), {
    openapi: createOpenApiRegistry(),
    validateResponses: true,
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
    await writeFile(join(outputDir, 'scamcheck-1.2.1-chrome.zip'), packaged(CHROME_MANIFEST, 'old'));
    await utimes(join(outputDir, 'scamcheck-1.2.1-chrome.zip'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    await writeFile(join(outputDir, 'scamcheck-1.2.2-chrome.zip'), packaged(CHROME_MANIFEST, 'new'));
    await writeFile(join(outputDir, 'scamcheck-1.2.2-firefox.zip'), packaged(FIREFOX_MANIFEST, 'ff'));
    const app = appServing(testApp, outputDir);

    const res = await request(app).get('/downloads/scamcheck-chrome.zip').responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?scamcheck-chrome\.zip"?$/);
    expect(unpack(res.body as Buffer).background).toBe('new');
  });

  it("serves packages from WXT's dot-folder (.output), as the real build lays them out", async () => {
    const dotOutput = join(outputDir, '.output');
    await mkdir(dotOutput);
    await writeFile(join(dotOutput, 'scamcheck-1.2.2-chrome.zip'), packaged(CHROME_MANIFEST, 'dot'));
    const app = appServing(testApp, dotOutput);

    expect((await download(app, '/downloads/scamcheck-chrome.zip')).background).toBe('dot');
  });

  it('serves the firefox package, never the sources archive', async () => {
    await writeFile(join(outputDir, 'scamcheck-1.2.2-sources.zip'), packaged(FIREFOX_MANIFEST, 'src'));
    await writeFile(join(outputDir, 'scamcheck-1.2.2-firefox.zip'), packaged(FIREFOX_MANIFEST, 'ff'));
    const app = appServing(testApp, outputDir);

    expect((await download(app, '/downloads/scamcheck-firefox.zip')).background).toBe('ff');
  });

  it('without PUBLIC_URL, makes the extension for the origin it is downloaded from, never localhost:5000', async () => {
    await writeFile(join(outputDir, 'scamcheck-1.2.2-chrome.zip'), packaged(CHROME_MANIFEST, 'bg'));
    await writeFile(join(outputDir, 'scamcheck-1.2.2-firefox.zip'), packaged(FIREFOX_MANIFEST, 'ff'));
    const app = appServing(testApp, outputDir);

    const chrome = await download(app, '/downloads/scamcheck-chrome.zip', '192.168.1.5:8080');
    expect(chrome.manifest).toMatchObject({
      homepage_url: 'http://192.168.1.5:8080',
      host_permissions: ['http://192.168.1.5/*'],
      optional_host_permissions: ['*://*/*'],
      permissions: ['activeTab', 'storage'],
    });
    expect(chrome.background).toBe('bg');
    const firefox = await download(app, '/downloads/scamcheck-firefox.zip', 'scamcheck.lan');
    expect(firefox.manifest).toMatchObject({
      homepage_url: 'http://scamcheck.lan',
      permissions: ['activeTab', 'storage', 'http://scamcheck.lan/*'],
      optional_permissions: ['*://*/*'],
    });
    // The next origin gets its own package, not the first one's.
    const other = await download(app, '/downloads/scamcheck-chrome.zip', 'localhost:5000');
    expect(other.manifest.homepage_url).toBe('http://localhost:5000');
  });

  it('with PUBLIC_URL set, makes the extension for PUBLIC_URL whatever Host the request names', async () => {
    const publicApp = await createTestApp({ env: { PUBLIC_URL: 'https://scamcheck.example.org' } });
    try {
      await writeFile(join(outputDir, 'scamcheck-1.2.2-chrome.zip'), packaged(CHROME_MANIFEST, 'bg'));
      const app = appServing(publicApp, outputDir);

      const chrome = await download(app, '/downloads/scamcheck-chrome.zip', '10.0.0.3:5000');
      expect(chrome.manifest).toMatchObject({
        homepage_url: 'https://scamcheck.example.org',
        host_permissions: ['https://scamcheck.example.org/*'],
      });
    } finally {
      await publicApp.close();
    }
  });

  it('makes a new package after a rebuild rather than serving the cached one', async () => {
    const path = join(outputDir, 'scamcheck-1.2.2-chrome.zip');
    await writeFile(path, packaged(CHROME_MANIFEST, 'first build'));
    await utimes(path, new Date(2020, 0, 1), new Date(2020, 0, 1));
    const app = appServing(testApp, outputDir);
    expect((await download(app, '/downloads/scamcheck-chrome.zip')).background).toBe('first build');

    await writeFile(path, packaged(CHROME_MANIFEST, 'second build'));
    expect((await download(app, '/downloads/scamcheck-chrome.zip')).background).toBe('second build');
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
