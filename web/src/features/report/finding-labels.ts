import type { FindingCategory, Severity } from '@scamcheck/shared';

export const CATEGORY_LABELS: Record<FindingCategory, string> = {
  lexical: 'The address itself',
  lookalike: 'Impersonation',
  reputation: 'Threat lists',
  registration: 'Domain registration',
  certificate: 'HTTPS certificate',
  dns: 'DNS and email',
  content: 'Page content',
  redirects: 'Redirects',
  popularity: 'Popularity',
  community: 'Community reports',
};

export const SEVERITY_LABELS: Record<Severity, string> = {
  info: 'Info',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** Higher is worse; used to put the most serious findings first. */
export const SEVERITY_RANK: Record<Severity, number> = { info: 0, low: 1, medium: 2, high: 3, critical: 4 };

/** Names of the checks a report lists (server collectors), for the "Not checked" list. */
export const CHECK_LABELS: Record<string, string> = {
  dns: 'DNS records',
  tls: 'HTTPS certificate',
  rdap: 'Registration data',
  page: 'The page itself',
  feeds: 'Phishing and malware feeds',
  'redirect-feeds': 'Feeds for redirect targets',
  popularity: 'Popularity list',
  'safe-browsing': 'Google Safe Browsing',
  'web-risk': 'Google Web Risk',
  community: 'Community reports',
  'ai-summary': 'AI summary',
};
