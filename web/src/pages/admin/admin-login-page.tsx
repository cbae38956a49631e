import { PageIntro } from '../../components/ui/page-intro';
import { GoogleSignInLink } from '../../features/auth/google-sign-in-link';

export function AdminLoginPage() {
  return (
    <>
      <PageIntro title="Admin sign-in">
        <p>
          Administrators sign in with the same Google account as everyone else; the admin role comes from the
          server's list of administrator emails.
        </p>
      </PageIntro>
      <GoogleSignInLink returnTo="/admin" />
    </>
  );
}
