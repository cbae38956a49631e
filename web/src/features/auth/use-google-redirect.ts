import { useEffect } from 'react';
import { useAuthConfig } from './auth-config-query';
import { googleSignInUrl } from './sign-in-url';

/**
 * Login: without an error to show, the sign-in page goes straight to Google, carrying the
 * path to come back to. Only when Google is the one way in: with trial sign-in on, the visitor picks.
 */
export function useGoogleRedirect({
  returnTo,
  isEnabled,
}: {
  returnTo: string;
  isEnabled: boolean;
}): boolean {
  const { data } = useAuthConfig();
  const shouldRedirect = isEnabled && data?.google === true && !data.devLogin;
  useEffect(() => {
    if (shouldRedirect) window.location.assign(googleSignInUrl(returnTo));
  }, [shouldRedirect, returnTo]);
  return shouldRedirect;
}
