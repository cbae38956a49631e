/**
 * Where sign-in may send the browser back to (docs/security.md). The candidate is parsed exactly as a
 * browser would resolve it against PUBLIC_URL, and only a URL on that same origin is kept — as a full
 * href, because `/.//evil.com` is same-origin yet its pathname alone (`//evil.com`) would leave it.
 * Anything else falls back to the home page.
 */

const MAX_LENGTH = 2048;

export function safeReturnTo(candidate: unknown, publicUrl: string): string {
  const home = new URL('/', publicUrl).href;
  if (typeof candidate !== 'string' || candidate.length > MAX_LENGTH) return home;
  if (!URL.canParse(candidate, publicUrl)) return home;
  const url = new URL(candidate, publicUrl);
  return url.origin === new URL(publicUrl).origin ? url.href : home;
}
