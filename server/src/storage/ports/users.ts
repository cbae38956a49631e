// Accounts.
import type { PlanId, Role } from '@scamcheck/shared';
import type { Page, PageRequest } from './paging';

/** How an account signs in; (provider, subject) identifies it, never the email (docs/security.md). */
export type AuthProvider = 'google' | 'dev';

export type UserRecord = {
  id: string;
  provider: AuthProvider;
  /** Google's `sub` claim, or the email for trial (DEV_LOGIN) accounts. */
  subject: string;
  email: string;
  name: string | null;
  avatarUrl: string | null;
  role: Role;
  plan: PlanId;
  /** A disabled account cannot sign in, and its sessions and API keys stop working on the next request. */
  disabled: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type SignInIdentity = {
  provider: AuthProvider;
  subject: string;
  email: string;
  name: string | null;
  avatarUrl: string | null;
  /** Role to store; undefined keeps the stored one (a new account starts as 'user'). */
  role?: Role;
};

export type UserChanges = { name?: string | null; role?: Role; plan?: PlanId; disabled?: boolean };

export type UserListQuery = {
  /** Case-insensitive substring of the email or the name. */
  q?: string;
  role?: Role;
} & PageRequest;

export type UserPage = Page<UserRecord>;

export type UserRepository = {
  /** Creates the account on its first sign-in and refreshes email, name and avatar afterwards. */
  signIn(identity: SignInIdentity, now: Date): Promise<UserRecord>;
  /** null when unknown (including ids that are not ids at all). */
  findById(id: string): Promise<UserRecord | null>;
  update(id: string, changes: UserChanges, now: Date): Promise<UserRecord | null>;
  /** Deletes the account and everything that cascades from it (API keys); false when unknown. */
  delete(id: string): Promise<boolean>;
  /** Admin user management: newest accounts first. */
  list(query: UserListQuery): Promise<UserPage>;
};
