import { buttonClassName } from '../../components/ui/button';
import { googleSignInUrl } from './sign-in-url';

/** A plain link, not a router link: sign-in is a full browser navigation to the server. */
export function GoogleSignInLink({ returnTo }: { returnTo: string }) {
  return (
    <a href={googleSignInUrl(returnTo)} className={buttonClassName('primary', 'px-5 py-3 text-base')}>
      Sign in with Google
    </a>
  );
}
