import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSilentServer, startTestSite, type SilentServer, type TestSite } from '../../test-support';
import { createWebRiskClient } from './web-risk';

const API_KEY = 'web-risk-key-456';
const LISTED = 'http://testsafebrowsing.appspot.com/s/phishing.html';
let google: TestSite;
let silent: SilentServer;
let asked: URLSearchParams[] = [];

/** Speaks Web Risk `uris:search` like Google does: `{}` for a URI on no list. */
function urisSearch(request: IncomingMessage, response: ServerResponse): void {
  const query = new URL(request.url ?? '/', 'http://x').searchParams;
  asked.push(query);
  const json = (status: number, body: unknown): void => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (query.get('key') !== API_KEY) json(403, { error: { code: 403, status: 'PERMISSION_DENIED' } });
  else if (query.get('uri') === 'https://broken.example/') json(500, { error: { code: 500 } });
  else if (query.get('uri') === 'https://odd.example/') json(200, { threat: 'yes' });
  else if (query.get('uri') !== LISTED) json(200, {});
  else json(200, { threat: { threatTypes: ['SOCIAL_ENGINEERING'], expireTime: '2026-11-27T00:00:00Z' } });
}

beforeAll(async () => {
  google = await startTestSite({ routes: { '/v1/uris:search': urisSearch } });
  silent = await startSilentServer();
});
afterAll(async () => {
  await Promise.all([google.close(), silent.close()]);
});

describe('Web Risk lookup', () => {
  const client = (apiKey = API_KEY) => createWebRiskClient({ apiKey, url: google.url('/v1/uris:search') });

  it('asks about each URL with the three threat types, and returns the listed ones', async () => {
    asked = [];
    await expect(client().lookup([LISTED, 'https://fine.example.com/'])).resolves.toEqual({
      matches: [{ url: LISTED, threatTypes: ['SOCIAL_ENGINEERING'] }],
    });
    expect(asked.map((query) => query.get('uri')).sort()).toEqual(
      ['https://fine.example.com/', LISTED].sort(),
    );
    expect(asked[0]?.getAll('threatTypes')).toEqual(['MALWARE', 'SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE']);
  });

  it('returns no matches for clean URLs', async () => {
    await expect(client().lookup(['https://fine.example.com/'])).resolves.toEqual({ matches: [] });
  });

  it.each([
    ['a rejected key', 'wrong-secret', LISTED, 'unreachable'],
    ['a server error', API_KEY, 'https://broken.example/', 'unreachable'],
    ['a malformed answer', API_KEY, 'https://odd.example/', 'invalid_response'],
  ])('fails as unavailable on %s, without revealing the key', async (_case, key, uri, code) => {
    const error: unknown = await client(key)
      .lookup(['https://fine.example.com/', uri])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'CollectorError', collector: 'web-risk', code });
    expect(String(error)).not.toContain(key);
  });

  it('gives up when the service does not answer in time', async () => {
    const slow = createWebRiskClient({
      apiKey: API_KEY,
      url: `http://127.0.0.1:${silent.port}/v1/uris:search`,
      timeoutMs: 200,
    });
    await expect(slow.lookup([LISTED])).rejects.toMatchObject({ collector: 'web-risk', code: 'timeout' });
  });
});
