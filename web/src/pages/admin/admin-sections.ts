/** The admin area's pages, shared by the admin index and the router. */
export const ADMIN_SECTIONS = [
  {
    path: 'status',
    title: 'Service status',
    summary: 'Health of the server, database, cache, live checks and feeds.',
  },
  {
    path: 'email-settings',
    title: 'Email settings',
    summary: 'Outgoing mail (SMTP) used for notifications.',
  },
  {
    path: 'error-console',
    title: 'Error console',
    summary: 'Recent server and browser errors with request ids.',
  },
  {
    path: 'analytics-dashboard',
    title: 'Analytics dashboard',
    summary: 'Analyses, sign-ins and plan usage over time.',
  },
  { path: 'comments', title: 'Comments', summary: 'Community comments on domains awaiting moderation.' },
  { path: 'advanced-features', title: 'Advanced features', summary: 'Feature flags and advanced options.' },
] as const;
