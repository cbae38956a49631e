/** Browser-navigation targets of the auth server routes. */
export const LOGOUT_PATH = '/auth/logout';

export function googleSignInUrl(returnTo: string): string {
  return `/auth/google?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Only same-site paths may be carried back after sign-in; anything else falls back to home. */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string') return '/';
  return candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\')
    ? candidate
    : '/';
}
