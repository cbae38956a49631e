import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions, type User } from './current-user-query';

export type AuthState = {
  user: User | null;
  /** True until the first lookup has finished, so guards never redirect on a guess. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
};

export function useAuth(): AuthState {
  const { data, isPending } = useQuery(currentUserQueryOptions);
  const user = data ?? null;
  return { user, isLoading: isPending, isAuthenticated: user !== null, isAdmin: user?.role === 'admin' };
}
