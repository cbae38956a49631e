import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../components/ui/toast-store';
import { currentUserQueryOptions, type User } from './current-user-query';
import { rememberSignOut } from './signed-out-notice';
import { LOGOUT_PATH } from './sign-in-url';

/** Logout: log the email, clear the user, say 'Logging out' and go to the sign-out path. */
export function useLogout(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      try {
        console.info(`Logging out ${user.email ?? ''}`.trim());
        queryClient.setQueryData(currentUserQueryOptions.queryKey, null);
        toast({ title: 'Logging out' });
        rememberSignOut();
        window.location.assign(LOGOUT_PATH);
      } catch (error) {
        console.error('Logout failed', error);
        toast({
          title: 'Logout failed',
          description: 'An error occurred during logout. Please try again.',
          variant: 'destructive',
        });
      }
    },
    [queryClient],
  );
}
