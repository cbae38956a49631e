import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message';
import { RedirectWithMessage } from './redirect-with-message';
import { useAuth } from './use-auth';

/** Pages that need any signed-in account, such as /profile. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <StatusMessage>Verifying access...</StatusMessage>;
  if (!isAuthenticated) {
    return (
      <RedirectWithMessage
        to="/login"
        message="Redirecting to login..."
        from={location.pathname + location.search}
      />
    );
  }
  return children;
}
