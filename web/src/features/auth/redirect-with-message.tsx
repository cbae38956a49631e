import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message';

type RedirectWithMessageProps = {
  to: string;
  message: string;
  /** The path the visitor wanted, so sign-in can bring them back to it. */
  from?: string;
};

/** Shows what is happening while the router replaces the current entry. */
export function RedirectWithMessage({ to, message, from }: RedirectWithMessageProps) {
  const navigate = useNavigate();
  const hasNavigated = useRef(false);
  // Navigates exactly once. <Navigate> would fire again whenever this element re-renders, and it does:
  // the page transition keeps the old page mounted while it fades out, after the location has changed.
  useEffect(() => {
    if (hasNavigated.current) return;
    hasNavigated.current = true;
    void navigate(to, { replace: true, state: from ? { from } : undefined });
  }, [navigate, to, from]);
  return <StatusMessage>{message}</StatusMessage>;
}
