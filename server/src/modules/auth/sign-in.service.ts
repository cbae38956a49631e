import type { DevLoginRequest } from '@scamcheck/shared';
import type { Clock } from '../../container';
import type { SignInIdentity, UserRecord, UserRepository } from '../../storage/ports';

type SignInDeps = { users: UserRepository; clock: Clock; adminEmails: readonly string[] };

/** Turns a verified identity into an account: created on first sign-in, admin when ADMIN_EMAILS says so. */
export function createSignInService({ users, clock, adminEmails }: SignInDeps) {
  const admins = new Set(adminEmails);
  return {
    /** ADMIN_EMAILS only grants: an admin made in the admin area stays one after signing in again. */
    async signInWithGoogle(identity: SignInIdentity): Promise<UserRecord> {
      const role = admins.has(identity.email.toLowerCase()) ? 'admin' : undefined;
      return users.signIn({ ...identity, role }, clock.now());
    },

    /** DEV_LOGIN: whoever the visitor says they are, with the role they pick (never in production). */
    async signInForTrial({ email, name, role }: DevLoginRequest): Promise<UserRecord> {
      const normalized = email.toLowerCase();
      return users.signIn(
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
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
