import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSilentServer, startTestSite, type SilentServer, type TestSite } from '../../../test-support';
import { downloadFile } from './download';

let site: TestSite;
let silent: SilentServer;
const options = { maxBytes: 1024, timeoutMs: 2000 };

beforeAll(async () => {
  site = await startTestSite({
    routes: {
      '/mirror/feed.txt': { status: 301, headers: { location: '/feed.txt' } },
      '/feed.txt': { headers: { 'content-encoding': 'gzip' }, body: gzipSync('http://a.example.com/\n') },
      '/huge.txt': { body: 'x'.repeat(5000) },
    },
  });
  silent = await startSilentServer();
});
afterAll(async () => {
  await Promise.all([site.close(), silent.close()]);
});

describe('downloading an operator-configured feed', () => {
  it('follows a redirect and decodes the body', async () => {
    const body = await downloadFile(site.url('/mirror/feed.txt'), options);
    expect(Buffer.from(body).toString()).toBe('http://a.example.com/\n');
  });

  it.each([
    ['a body over the size cap', () => site.url('/huge.txt'), /larger than 1024 bytes/],
    ['a missing file', () => site.url('/missing.txt'), /answered 404/],
    ['a server that never answers', () => `http://127.0.0.1:${silent.port}/feed.txt`, /timed out/],
  ])('fails on %s', async (_case, url, message) => {
    await expect(downloadFile(url(), { ...options, timeoutMs: 300 })).rejects.toThrow(message);
  });
});
