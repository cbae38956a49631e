// The 'Logging out' toast dies with the page when the browser goes to /auth/logout, so the page that
// the server redirects to says it instead. A session-storage flag carries it across the redirect.
import { useEffect } from 'react';
import { toast } from '../../components/ui/toast-store';

const SIGNED_OUT_KEY = 'scamcheck-signed-out';

/** Called just before leaving for the sign-out path. */
export function rememberSignOut(): void {
  try {
    window.sessionStorage.setItem(SIGNED_OUT_KEY, '1');
  } catch {
    // Storage refused (private mode): the visitor just sees no toast after the redirect.
  }
}

function takeSignOut(): boolean {
  try {
    const isSet = window.sessionStorage.getItem(SIGNED_OUT_KEY) !== null;
    window.sessionStorage.removeItem(SIGNED_OUT_KEY);
    return isSet;
  } catch {
    return false;
  }
}

/** Shows 'Signed out' once on the first page after a sign-out. Mounted in the layout. */
export function useSignedOutToast(): void {
  useEffect(() => {
    if (takeSignOut()) toast({ title: 'Signed out', description: 'You have been signed out of ScamCheck.' });
  }, []);
}
