import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../components/ui/toast-store';
import { describeLoginError, LOGIN_ERROR_TOAST_MS } from './login-error';

/**
 * When the server sent the visitor back with `error` (and maybe `retry`), show
 * it as a destructive toast for 5 s and drop the query string from the address without navigating.
 * Returns whether the page was opened with an error, so it does not send the visitor straight back.
 */
export function useLoginErrorToast(): boolean {
  const { search } = useLocation();
  const [notice] = useState(() => {
    const params = new URLSearchParams(search);
    return describeLoginError(params.get('error'), params.get('retry'));
  });
  const hasShown = useRef(false);
  useEffect(() => {
    if (notice === null || hasShown.current) return;
    hasShown.current = true;
    toast({ ...notice, variant: 'destructive', duration: LOGIN_ERROR_TOAST_MS });
    // The address bar itself, not a router navigation; the router's history state is kept for Back.
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
  }, [notice]);
  return notice !== null;
}
