/** TanStack Query defaults: GET the first query-key element, no retry, no refocus refetch, never stale. */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { isApiError } from './api-error';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** A 401 throws by default; `returnNull` is for lookups where "not signed in" is an answer. */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey;
    if (typeof path !== 'string') throw new Error('The first query key element must be the URL to GET');
    try {
      const response = await apiRequest('GET', path, undefined, { signal });
      const data: unknown = await response.json();
      return data;
    } catch (error) {
      if (on401 === 'returnNull' && isApiError(error, 401)) return null;
      throw error;
    }
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
