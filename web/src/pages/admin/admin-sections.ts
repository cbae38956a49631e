/** The admin area's pages, shared by the admin index and the router. */
export const ADMIN_SECTIONS = [
  {
    path: 'status',
    title: 'Service status',
    summary: 'Live health of storage, AI provider, threat feeds, popularity list, OCR and rate limits.',
  },
  {
    path: 'email-settings',
    title: 'Email settings',
    summary: 'Outgoing mail (SMTP) for alerts about community reports and chats that left an email.',
  },
  {
    path: 'error-console',
    title: 'Error console',
    summary: 'Server and browser errors, grouped, with request ids, stacks and the debug log.',
  },
  {
    path: 'analytics-dashboard',
    title: 'Analytics dashboard',
    summary: 'Analyses, images, verdicts, chats, sign-ins and API usage over 7, 30 or 90 days.',
  },
  { path: 'comments', title: 'Comments', summary: 'Moderate community comments and abuse reports.' },
  {
    path: 'advanced-features',
    title: 'Advanced features',
    summary: 'Feature flags, cache lifetime, user management and stored chat conversations.',
  },
] as const;
