import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { PageIntro } from '../../components/ui/page-intro';
import { StatusMessage } from '../../components/ui/status-message';
import { SignInOptions } from '../../features/auth/sign-in-options';
import { useAuth } from '../../features/auth/use-auth';
import { useLogout } from '../../features/auth/use-logout';

export function AdminLoginPage() {
  const { user, isLoading, isAdmin } = useAuth();
  const logout = useLogout();
  return (
    <>
      <PageIntro title="Admin sign-in">
        <p>
          Administrators sign in with the same Google account as everyone else; the admin role comes from the
          server's list of administrator emails.
        </p>
      </PageIntro>
      {isLoading ? (
        <StatusMessage>Verifying admin access...</StatusMessage>
      ) : user === null ? (
        <SignInOptions returnTo="/admin" defaultRole="admin" />
      ) : isAdmin ? (
        <p>
          You are signed in as an administrator.{' '}
          <Link to="/admin" className={buttonClassName('primary', 'ml-2')}>
            Open the Admin Panel
          </Link>
        </p>
      ) : (
        <div role="alert" className="max-w-xl space-y-4">
          <p>
            Your account ({user.email ?? user.name ?? 'signed in'}) does not have administrator access. Ask an
            administrator to grant it, or sign in with another account.
          </p>
          <button type="button" className={buttonClassName('secondary')} onClick={() => logout(user)}>
            Sign out
          </button>
        </div>
      )}
    </>
  );
}
