// The signed-in account (GET/PATCH/DELETE /api/user) and how sign-in is offered (GET /api/auth/config).
import { z } from 'zod';
import { measuredFirst } from '../validation/raw-text';
import { PlanIdSchema } from '../plans';

export const ROLES = ['user', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** GET /api/user: 200 with this body when signed in, 401 otherwise. */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: RoleSchema,
  plan: PlanIdSchema,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

const DisplayNameSchema = measuredFirst(
  100,
  { tooLong: 'Names are at most 100 characters' },
  z.string().trim().min(1, 'Please enter a name').max(100, 'Names are at most 100 characters'),
);

/**
 * PATCH /api/user: what a user may change about themselves. Unknown keys (role, plan, email…) are
 * dropped by the parse, so they can never be mass-assigned.
 */
export const UpdateUserRequestSchema = z.object({ name: DisplayNameSchema });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

/** GET /api/auth/config: which ways of signing in this server offers. */
export const AuthConfigSchema = z.object({ google: z.boolean(), devLogin: z.boolean() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

/** POST /auth/dev-login (only with DEV_LOGIN=1): sign in as any email and role, without Google. */
export const DevLoginRequestSchema = z.object({
  email: measuredFirst(
    254,
    { tooLong: 'Please enter a valid email address' },
    z.email('Please enter a valid email address').max(254),
  ),
  name: DisplayNameSchema.optional(),
  role: RoleSchema,
});
export type DevLoginRequest = z.infer<typeof DevLoginRequestSchema>;

/** GET /api/csrf: the anti-forgery token (also set in the readable `csrf-token` cookie). */
export const CsrfTokenResponseSchema = z.object({ token: z.string() });
export type CsrfTokenResponse = z.infer<typeof CsrfTokenResponseSchema>;

/** Names shared by the server and the web client (the token is echoed from a cookie to a header). */
export const CSRF_COOKIE_NAME = 'csrf-token';
export const CSRF_HEADER_NAME = 'X-CSRF-Token';
