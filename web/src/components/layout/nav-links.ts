/** Header and footer link targets and names, exactly as the layout shows them. */
export type NavItem = { to: string; label: string };

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/websites', label: 'Websites' },
  { to: '/scammed', label: 'Scammed?' },
  { to: '/image-analysis', label: 'Image Analysis' },
];

export const FOOTER_NAV: readonly NavItem[] = [
  { to: '/about', label: 'About' },
  { to: '/unwrap', label: 'URL Unwrapper' },
  { to: '/api', label: 'API docs' },
  { to: '/websites', label: 'scanned sites' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
];
