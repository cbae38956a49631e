import { isWebPagePath, WEB_PAGE_PATHS } from '@scamcheck/shared';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../test/render-route';
import { routes } from './routes';

/** Every page path of the route table, children joined to their parent ('*' alone is the 404 screen). */
function pagePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.index === true ? parent || '/' : route.path;
    const path = own === undefined ? parent : own.startsWith('/') ? own : `${parent}/${own}`;
    // The top-level '*' is the 404 screen, not a page; '/admin/*' is (unknown sections show the index).
    const here = own === undefined || (own === '*' && parent === '') ? [] : [path];
    return [...here, ...pagePaths(route.children ?? [], path)];
  });
}

// Every path of the route table and the heading its page shows. An admin is signed in so the
// protected pages render themselves rather than a redirect.
const SPEC_ROUTES: [path: string, heading: string][] = [
  ['/', 'AI domain analysis helps identify trustworthy websites'],
  ['/domain/example.com', 'example.com'],
  ['/about', 'About ScamCheck'],
  ['/websites', 'Scanned websites'],
  ['/compare', 'Compare websites'],
  ['/login', 'Sign in'],
  ['/privacy', 'Privacy policy'],
  ['/terms', 'Terms of service'],
  ['/api', 'API documentation'],
  ['/unwrap', 'URL Unwrapper'],
  ['/extensions', 'Browser extensions'],
  ['/welcome', 'Welcome to ScamCheck'],
  ['/scammed', 'Scammed?'],
  ['/image-analysis', 'Image Analysis'],
  ['/dashboard', 'Dashboard'],
  ['/profile', 'Your profile'],
  ['/admin', 'Admin panel'],
  ['/admin/status', 'Service status'],
  ['/admin/email-settings', 'Email settings'],
  ['/admin/error-console', 'Error console'],
  ['/admin/analytics-dashboard', 'Analytics dashboard'],
  ['/admin/comments', 'Comments'],
  ['/admin/advanced-features', 'Advanced features'],
  ['/admin/no-such-section', 'Admin panel'],
  ['/admin/login', 'Admin sign-in'],
];

const ADMIN = { id: 1, email: 'ada@example.com', name: 'Ada', role: 'admin' };

describe('router', () => {
  it.each(SPEC_ROUTES)('%s shows its own page, not the 404 screen', async (path, heading) => {
    stubFetch({ '/api/user': () => jsonResponse(ADMIN), '/api/domains/recent': () => jsonResponse([]) });
    renderRoute(path);
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: heading }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('has exactly the pages the server answers 200 for (shared WEB_PAGE_PATHS)', () => {
    const paths = pagePaths(routes);
    expect(paths).toEqual(expect.arrayContaining([...WEB_PAGE_PATHS]));
    for (const path of paths) expect(isWebPagePath(path.replace(/[:*][a-z]*/g, 'x')), path).toBe(true);
    for (const [path] of SPEC_ROUTES) expect(isWebPagePath(path)).toBe(true);
    expect(isWebPagePath('/definitely/not/a/page')).toBe(false);
  });

  it('shows the not-found screen with a way home for an unknown path', async () => {
    stubFetch({});
    renderRoute('/definitely/not/a/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('decodes the domain in the result page heading', async () => {
    stubFetch({});
    renderRoute('/domain/b%C3%BCcher.de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'bücher.de' }, PAGE_LOAD),
    ).toBeInTheDocument();
  });

  it('puts every page in the layout landmarks with a skip link to the main content', async () => {
    stubFetch({});
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'About ScamCheck' }, PAGE_LOAD);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      `#${screen.getByRole('main').id}`,
    );
  });
});
