import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { AccountMenu } from './account-menu';
import { useAuth } from './use-auth';

/** The header's account slot: nothing while checking, the menu when signed in, a sign-in link otherwise. */
export function AccountArea() {
  const { user, isLoading, isAdmin } = useAuth();
  if (isLoading) return null;
  if (user) return <AccountMenu user={user} isAdmin={isAdmin} />;
  return (
    <Link to="/login" className={buttonClassName('secondary')}>
      Sign in
    </Link>
  );
}
