import type { Role } from '@scamcheck/shared';
import { StatusMessage } from '../../components/ui/status-message';
import { useAuthConfig } from './auth-config-query';
import { DevLoginForm } from './dev-login-form';
import { GoogleSignInLink } from './google-sign-in-link';

type SignInOptionsProps = { returnTo: string; defaultRole?: Role };

/** The ways to sign in this server offers: Google (or a note that it is not configured), trial sign-in. */
export function SignInOptions({ returnTo, defaultRole }: SignInOptionsProps) {
  const config = useAuthConfig();
  if (config.isPending) return <StatusMessage>Loading sign-in options...</StatusMessage>;
  if (config.isError) {
    return <StatusMessage>Sign-in options could not be loaded. Reload the page to try again.</StatusMessage>;
  }
  const { google, devLogin } = config.data;
  return (
    <>
      {google ? (
        <GoogleSignInLink returnTo={returnTo} />
      ) : (
        <p className="max-w-xl rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
          Google sign-in is not configured on this server.
        </p>
      )}
      {devLogin && <DevLoginForm returnTo={returnTo} defaultRole={defaultRole} />}
    </>
  );
}
