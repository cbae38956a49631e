import { ACCOUNT_DISABLED_MESSAGE, type DevLoginRequest } from '@scamcheck/shared';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../http/app-error';
import type { SignInIdentity, UserRecord, UserRepository } from '../../storage/ports';

type SignInDeps = { users: UserRepository; clock: Clock; adminEmails: readonly string[] };

/** Turns a verified identity into an account: created on first sign-in, admin when ADMIN_EMAILS says so. */
export function createSignInService({ users, clock, adminEmails }: SignInDeps) {
  const admins = new Set(adminEmails);
  return {
    /** ADMIN_EMAILS only grants: an admin made in the admin area stays one after signing in again. */
    async signInWithGoogle(identity: SignInIdentity): Promise<UserRecord> {
      const role = admins.has(identity.email.toLowerCase()) ? 'admin' : undefined;
      return refuseDisabled(await users.signIn({ ...identity, role }, clock.now()));
    },

    /** DEV_LOGIN: whoever the visitor says they are, with the role they pick (never in production). */
    async signInForTrial({ email, name, role }: DevLoginRequest): Promise<UserRecord> {
      const normalized = email.toLowerCase();
      const user = await users.signIn(
        {
          provider: 'dev',
          subject: normalized,
          email: normalized,
          name: name ?? null,
          avatarUrl: null,
          role,
        },
        clock.now(),
      );
      return refuseDisabled(user);
    },
  };
}

/** An admin disabled the account: signing in again must not bring it back. */
function refuseDisabled(user: UserRecord): UserRecord {
  if (user.disabled) throw new AppError('FORBIDDEN', ACCOUNT_DISABLED_MESSAGE);
  return user;
}

export type SignInService = ReturnType<typeof createSignInService>;
