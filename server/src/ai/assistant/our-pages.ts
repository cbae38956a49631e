// The site's pages the assistant may point to. Links in replies are checked
// against this list, so a model can never send a visitor to a page we do not have.

export const OUR_PAGES = {
  home: '/',
  websites: '/websites',
  scammed: '/scammed',
  imageAnalysis: '/image-analysis',
  unwrap: '/unwrap',
  extensions: '/extensions',
  api: '/api',
  dashboard: '/dashboard',
  about: '/about',
  compare: '/compare',
  privacy: '/privacy',
  terms: '/terms',
  login: '/login',
  profile: '/profile',
} as const;
export type OurPagePath = (typeof OUR_PAGES)[keyof typeof OUR_PAGES];

const PAGE_PATHS: ReadonlySet<string> = new Set(Object.values(OUR_PAGES));

/** A report page: /domain/ followed by one host name (letters, digits, dots, hyphens, punycode). */
const REPORT_PAGE = /^\/domain\/[a-z0-9][a-z0-9.-]{0,252}$/i;

export function reportPagePath(domain: string): string {
  return `/domain/${domain}`;
}

/** True for a path of ours (optionally with a #fragment), never for //host or anything with a scheme. */
export function isOurPagePath(href: string): boolean {
  const [path = ''] = href.split('#', 1);
  return PAGE_PATHS.has(path) || REPORT_PAGE.test(path);
}
