/** An administrator's browser for admin page tests: signed in as an admin, plus the given answers. */
import { jsonResponse, stubFetch, type RecordedRequest } from './fetch-stub';

export const ADMIN_USER = { id: 'admin-1', email: 'ada@example.com', name: 'Ada', role: 'admin' };

export function stubAdmin(responders: Record<string, () => Response | Promise<Response>>): RecordedRequest[] {
  return stubFetch({
    '/api/user': () => jsonResponse(ADMIN_USER),
    '/api/domains/recent': () => jsonResponse([]),
    ...responders,
  });
}

/** The parsed JSON bodies of the requests sent with `method` to `path` (query string ignored). */
export function bodiesOf(requests: RecordedRequest[], method: string, path: string): unknown[] {
  return requests
    .filter((request) => request.method === method && new URL(request.url, 'http://x').pathname === path)
    .map((request) => (typeof request.body === 'string' ? (JSON.parse(request.body) as unknown) : undefined));
}
