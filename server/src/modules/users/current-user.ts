import type { CurrentUser } from '@scamcheck/shared';
import type { UserRecord } from '../../storage/ports';

/** The account as the API shows it: no provider, subject or other internals. */
export function toCurrentUser(user: UserRecord): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    avatarUrl: user.avatarUrl,
    role: user.role,
    plan: user.plan,
    createdAt: user.createdAt.toISOString(),
  };
}
