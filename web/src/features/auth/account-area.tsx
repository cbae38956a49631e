import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { AVATAR_CLASS, avatarInitial } from './avatar-initial';
import { useAuth } from './use-auth';

// Only signed-in visitors get the menu, so its code (and Radix's menu) loads only for them.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/** The header's account slot: nothing while checking, the menu when signed in, a sign-in link otherwise. */
export function AccountArea() {
  const { user, isLoading, isAdmin } = useAuth();
  if (isLoading) return null;
  if (user)
    return (
      <Suspense
        fallback={
          <span aria-hidden="true" className={AVATAR_CLASS}>
            {avatarInitial(user)}
          </span>
        }
      >
        <AccountMenu user={user} isAdmin={isAdmin} />
      </Suspense>
    );
  return (
    <Link to="/login" className={buttonClassName('secondary')}>
      Sign in
    </Link>
  );
}
