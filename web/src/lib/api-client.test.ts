import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { apiRequest, getJson } from './api-client';

describe('apiRequest', () => {
  it('rejects with "status: body" when the server answers with a body', async () => {
    stubFetch({ '/api/domain/x.com': () => new Response('body', { status: 404, statusText: 'Not Found' }) });
    const failure = apiRequest('GET', '/api/domain/x.com');
    await expect(failure).rejects.toThrow('404: body');
    await expect(failure).rejects.toMatchObject({ name: 'ApiError', status: 404, code: null });
  });

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch({
      '/api/analyze': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    await expect(apiRequest('POST', '/api/analyze', { domain: 'x.com' })).rejects.toThrow(
      '500: Internal Server Error',
    );
  });

  it('throws on 401 too: signed-out handling is the caller’s choice', async () => {
    stubFetch({ '/api/user': () => new Response('Unauthorized', { status: 401 }) });
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow('401: Unauthorized');
  });

  it('always sends cookies', async () => {
    const requests = stubFetch({ '/api/user': () => jsonResponse({}) });
    await apiRequest('GET', '/api/user');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('sends a JSON content type and body only when there is a payload', async () => {
    const requests = stubFetch({ '/api/analyze': () => jsonResponse({ domain: 'x.com' }) });
    await apiRequest('POST', '/api/analyze', { domain: 'x.com' });
    await apiRequest('POST', '/api/analyze');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toBe('{"domain":"x.com"}');
    expect(requests[1]?.headers.has('Content-Type')).toBe(false);
    expect(requests[1]?.body).toBeUndefined();
  });

  it('echoes the csrf-token cookie into X-CSRF-Token on same-origin state-changing requests', async () => {
    document.cookie = 'csrf-token=t0k%2Ben';
    const requests = stubFetch({ '/api/analyze': () => jsonResponse({}) });
    await apiRequest('POST', '/api/analyze', { domain: 'x.com' });
    await apiRequest('DELETE', `${window.location.origin}/api/analyze`);
    expect(requests.map((request) => request.headers.get('X-CSRF-Token'))).toEqual(['t0k+en', 't0k+en']);
  });

  it('never sends the token to another origin or on reads', async () => {
    document.cookie = 'csrf-token=secret';
    const requests = stubFetch({ '/api/analyze': () => jsonResponse({}) });
    await apiRequest('POST', 'https://elsewhere.example/api/analyze', { domain: 'x.com' });
    await apiRequest('GET', '/api/analyze');
    expect(requests.map((request) => request.headers.has('X-CSRF-Token'))).toEqual([false, false]);
  });

  it('sends no token header when the cookie is absent', async () => {
    const requests = stubFetch({ '/api/analyze': () => jsonResponse({}) });
    await apiRequest('POST', '/api/analyze', {});
    expect(requests[0]?.headers.has('X-CSRF-Token')).toBe(false);
  });
});

describe('getJson', () => {
  it('parses the JSON answer', async () => {
    stubFetch({ '/api/statistics': () => jsonResponse({ totalDomainsAnalyzed: 3 }) });
    await expect(getJson('/api/statistics')).resolves.toEqual({ totalDomainsAnalyzed: 3 });
  });
});
