/**
 * The paths the web app has a page for (its route table, web/src/app/routes.tsx, which a web test
 * keeps equal to this list). The server answers these with the app and status 200, any other page
 * path with the app's not-found screen and status 404. `:name` is one path segment; `/*` is anything
 * below (unknown admin sections show the admin index).
 */
export const WEB_PAGE_PATHS = [
  '/',
  '/domain/:domain',
  '/about',
  '/websites',
  '/compare',
  '/login',
  '/privacy',
  '/terms',
  '/api',
  '/unwrap',
  '/extensions',
  '/welcome',
  '/scammed',
  '/image-analysis',
  '/dashboard',
  '/profile',
  '/admin',
  '/admin/*',
  '/admin/login',
] as const;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matches(pattern: string, path: string[]): boolean {
  const parts = segmentsOf(pattern);
  if (parts.at(-1) === '*') {
    const base = parts.slice(0, -1);
    return path.length > base.length && base.every((part, index) => part === path[index]);
  }
  return (
    parts.length === path.length && parts.every((part, index) => part.startsWith(':') || part === path[index])
  );
}

/** Whether the web app has a page at this path (case-insensitive, a trailing slash allowed, as the router). */
export function isWebPagePath(pathname: string): boolean {
  const path = segmentsOf(pathname.toLowerCase());
  return WEB_PAGE_PATHS.some((pattern) => matches(pattern, path));
}
