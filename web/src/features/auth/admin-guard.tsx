import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message';
import { RedirectWithMessage } from './redirect-with-message';
import { useAuth } from './use-auth';

/** Admin routes: signed-out visitors go to /login, signed-in non-admins go home. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, isAdmin } = useAuth();
  const location = useLocation();
  if (isLoading) return <StatusMessage>Verifying admin access...</StatusMessage>;
  if (!isAuthenticated) {
    return (
      <RedirectWithMessage to="/login" message="Redirecting..." from={location.pathname + location.search} />
    );
  }
  if (!isAdmin) return <RedirectWithMessage to="/" message="Redirecting..." />;
  return children;
}
