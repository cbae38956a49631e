import { useLocation } from 'react-router';
import { PageIntro } from '../components/ui/page-intro';
import { GoogleSignInLink } from '../features/auth/google-sign-in-link';
import { LoginErrorNotice } from '../features/auth/login-error-notice';
import { safeReturnPath } from '../features/auth/sign-in-url';

function readFrom(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
}

export function LoginPage() {
  // Guards pass the page the visitor wanted; after sign-in they return there rather than to this page.
  const returnTo = safeReturnPath(readFrom(useLocation().state));
  return (
    <>
      <PageIntro title="Sign in">
        <p>
          Sign in with your Google account to see your profile, your plan and, for administrators, the admin
          area.
        </p>
      </PageIntro>
      <LoginErrorNotice />
      <GoogleSignInLink returnTo={returnTo} />
    </>
  );
}
