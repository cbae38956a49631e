import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { createQueryClient, getQueryFn } from './query-client';

describe('createQueryClient', () => {
  it('GETs the first query key element and parses the JSON by default', async () => {
    const requests = stubFetch({ '/api/statistics': () => jsonResponse({ totalDomainsAnalyzed: 7 }) });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/statistics'] })).resolves.toEqual({
      totalDomainsAnalyzed: 7,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('does not retry a failed query', async () => {
    const requests = stubFetch({ '/api/statistics': () => new Response('down', { status: 503 }) });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/statistics'] })).rejects.toThrow('503: down');
    expect(requests).toHaveLength(1);
  });

  it('keeps data fresh forever and ignores window focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: Infinity });
  });
});

describe('getQueryFn', () => {
  it('answers null on 401 when asked to, instead of throwing', async () => {
    stubFetch({ '/api/user': () => new Response('', { status: 401, statusText: 'Unauthorized' }) });
    const client = createQueryClient();
    const data = await client.fetchQuery({
      queryKey: ['/api/user'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
  });
});
