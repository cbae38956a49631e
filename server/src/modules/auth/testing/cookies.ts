import type { Response } from 'supertest';

/** The Set-Cookie lines of a response (supertest gives a string, an array, or nothing). */
export function setCookies(res: Response): string[] {
  const header: unknown = res.headers['set-cookie'];
  if (Array.isArray(header)) return header.filter((line): line is string => typeof line === 'string');
  return typeof header === 'string' ? [header] : [];
}

/** The Set-Cookie line for one cookie name, if the response set it. */
export function setCookieLine(res: Response, name: string): string | undefined {
  return setCookies(res).find((line) => line.startsWith(`${name}=`));
}

/** The value a response gave a cookie, decoded; undefined when it did not set it. */
export function cookieValue(res: Response, name: string): string | undefined {
  const line = setCookieLine(res, name);
  const value = line?.slice(name.length + 1).split(';')[0];
  return value === undefined ? undefined : decodeURIComponent(value);
}
