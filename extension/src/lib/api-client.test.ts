import { afterEach, describe, expect, it } from 'vitest';
import { refusedUrl, startLoopbackServer, type LoopbackServer } from '../testing/loopback-server';
import { reportFor, startScamCheckServer, type ScamCheckServer } from '../testing/scamcheck-server';
import { createApiClient } from './api-client';

let server: LoopbackServer | ScamCheckServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createApiClient', () => {
  it('names the extension as the client and parses a stored report', async () => {
    const scamcheck = await startScamCheckServer();
    server = scamcheck;
    scamcheck.reports.set('example.com', reportFor('example.com', 88));
    const answer = await createApiClient(scamcheck.url).domainReport('example.com');
    expect(answer).toMatchObject({ ok: true, data: { domain: 'example.com', score: 88 } });
    expect(scamcheck.requests[0]?.headers['x-scamcheck-client']).toBe('extension');
  });

  it('reports a host the server never analysed as not found', async () => {
    server = await startScamCheckServer();
    expect(await createApiClient(server.url).domainReport('new.example')).toEqual({
      ok: false,
      failure: { kind: 'not-found' },
    });
  });

  it('reads the wait from a 429', async () => {
    const scamcheck = await startScamCheckServer();
    server = scamcheck;
    scamcheck.rateLimitedFor = 1234;
    expect(await createApiClient(scamcheck.url).analyze('example.com')).toEqual({
      ok: false,
      failure: { kind: 'rate-limited', retryAfterSeconds: 1234 },
    });
  });

  it('sends an image as the multipart field "image"', async () => {
    const scamcheck = await startScamCheckServer();
    server = scamcheck;
    const answer = await createApiClient(scamcheck.url).analyzeImage(
      new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }),
      'shot.png',
    );
    expect(answer).toMatchObject({ ok: true, data: { isScam: true, score: 12 } });
    const sent = scamcheck.requests[0];
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body.toString('latin1')).toContain('name="image"; filename="shot.png"');
  });

  it('does not trust an answer that does not match the schema', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ score: 'high' }));
    });
    expect(await createApiClient(server.url).analyze('example.com')).toEqual({
      ok: false,
      failure: { kind: 'invalid-response' },
    });
  });

  it('carries the server error message', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { code: 'VALIDATION_FAILED', message: 'Please enter a valid domain name or URL' },
        }),
      );
    });
    expect(await createApiClient(server.url).analyze('x')).toEqual({
      ok: false,
      failure: { kind: 'http-error', status: 400, message: 'Please enter a valid domain name or URL' },
    });
  });

  it('reports a server that cannot be reached as offline', async () => {
    expect(await createApiClient(await refusedUrl()).quota()).toEqual({
      ok: false,
      failure: { kind: 'offline', reason: 'network-error' },
    });
  });
});
