import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSilentServer, startTestSite, type SilentServer, type TestSite } from '../../test-support';
import { createSafeBrowsingClient } from './safe-browsing';

const API_KEY = 'test-key-123';
const LISTED = 'http://malware.testing.google.test/testing/malware/';
let google: TestSite;
let silent: SilentServer;
let lastBody: unknown;

/** Speaks the Lookup API v4 `threatMatches:find` like Google does: `{}` when nothing matches. */
function threatMatchesFind(request: IncomingMessage, response: ServerResponse): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (new URL(request.url ?? '/', 'http://x').searchParams.get('key') !== API_KEY) {
      response.writeHead(403, { 'content-type': 'application/json' }).end('{"error":{"code":403}}');
      return;
    }
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString());
    lastBody = body;
    const asked = JSON.stringify(body).includes(LISTED);
    const matches = [
      {
        threatType: 'MALWARE',
        platformType: 'ANY_PLATFORM',
        threatEntryType: 'URL',
        threat: { url: LISTED },
        cacheDuration: '300s',
      },
    ];
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(asked ? { matches } : {}));
  });
}

beforeAll(async () => {
  google = await startTestSite({ routes: { '/v4/threatMatches:find': threatMatchesFind } });
  silent = await startSilentServer();
});
afterAll(async () => {
  await Promise.all([google.close(), silent.close()]);
});

describe('Safe Browsing lookup', () => {
  const client = () => createSafeBrowsingClient({ apiKey: API_KEY, baseUrl: google.origin });

  it('returns the matches Google reports for the URLs asked about', async () => {
    await expect(client().lookup([LISTED, 'https://fine.example.com/'])).resolves.toEqual({
      matches: [{ url: LISTED, threatType: 'MALWARE', platformType: 'ANY_PLATFORM' }],
    });
    expect(lastBody).toMatchObject({
      client: { clientId: 'scamcheck' },
      threatInfo: {
        threatEntryTypes: ['URL'],
        threatEntries: [{ url: LISTED }, { url: 'https://fine.example.com/' }],
      },
    });
  });

  it('returns no matches for clean URLs, and asks nothing for an empty list', async () => {
    await expect(client().lookup(['https://fine.example.com/'])).resolves.toEqual({ matches: [] });
    const requestsBefore = google.requests.length;
    await expect(client().lookup([])).resolves.toEqual({ matches: [] });
    expect(google.requests.length).toBe(requestsBefore);
  });

  it('fails as unavailable on a rejected key without revealing the key', async () => {
    const wrongKey = createSafeBrowsingClient({ apiKey: 'wrong-secret', baseUrl: google.origin });
    const error: unknown = await wrongKey.lookup([LISTED]).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'CollectorError', collector: 'safe-browsing', code: 'unreachable' });
    expect(String(error)).not.toContain('wrong-secret');
  });

  it('gives up when the service does not answer in time', async () => {
    const slow = createSafeBrowsingClient({
      apiKey: API_KEY,
      baseUrl: `http://127.0.0.1:${silent.port}`,
      timeoutMs: 300,
    });
    await expect(slow.lookup([LISTED])).rejects.toMatchObject({ code: 'timeout' });
  });
});
