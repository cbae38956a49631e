import { Link, useLocation } from 'react-router';
import { PageIntro } from '../components/ui/page-intro';
import { StatusMessage } from '../components/ui/status-message';
import { safeReturnPath } from '../features/auth/sign-in-url';
import { SignInOptions } from '../features/auth/sign-in-options';
import { useAuth } from '../features/auth/use-auth';
import { useGoogleRedirect } from '../features/auth/use-google-redirect';
import { useLoginErrorToast } from '../features/auth/use-login-error-toast';

function readFrom(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
}

export function LoginPage() {
  // Guards pass the page the visitor wanted; after sign-in they return there rather than to this page.
  const returnTo = safeReturnPath(readFrom(useLocation().state));
  const hadError = useLoginErrorToast();
  const { user, isLoading } = useAuth();
  const isRedirecting = useGoogleRedirect({ returnTo, isEnabled: !hadError && !isLoading && user === null });

  return (
    <>
      <PageIntro title="Sign in">
        <p>
          Sign in with your Google account to see your profile, your plan and, for administrators, the admin
          area.
        </p>
      </PageIntro>
      {user !== null ? (
        <p>
          You are signed in as {user.name ?? user.email}.{' '}
          <Link to={returnTo} className="text-brand-700 dark:text-brand-300 underline">
            Continue
          </Link>
        </p>
      ) : isRedirecting ? (
        <StatusMessage>Redirecting to Google sign-in...</StatusMessage>
      ) : (
        <SignInOptions returnTo={returnTo} />
      )}
    </>
  );
}
