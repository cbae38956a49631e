import { z } from 'zod';
import type { SignInIdentity } from '../../storage/ports';

/**
 * Reads Google's OpenID userinfo answer. Accounts are keyed by `sub`; the email is only trusted when
 * `email_verified` is the boolean true — not the string "true", not absent (docs/security.md).
 */

const GoogleClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254),
  email_verified: z.unknown().optional(),
  name: z.string().max(200).optional(),
  picture: z.string().optional(),
});

export type GoogleSignInRejection = { reason: 'email-not-verified' | 'invalid-profile'; message: string };

export type GoogleClaimsResult =
  { ok: true; identity: SignInIdentity } | { ok: false; rejection: GoogleSignInRejection };

export function readGoogleClaims(json: unknown): GoogleClaimsResult {
  const parsed = GoogleClaimsSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      rejection: {
        reason: 'invalid-profile',
        message: 'Google did not share a usable email address with us. Please try again.',
      },
    };
  }
  const claims = parsed.data;
  if (claims.email_verified !== true) {
    return {
      ok: false,
      rejection: {
        reason: 'email-not-verified',
        message: 'Your Google account email is not verified. Verify it with Google, then sign in again.',
      },
    };
  }
  return {
    ok: true,
    identity: {
      provider: 'google',
      subject: claims.sub,
      email: claims.email.toLowerCase(),
      name: claims.name?.trim() || null,
      avatarUrl: httpsUrlOrNull(claims.picture),
    },
  };
}

/** Avatars are shown as <img>; only https images are allowed by our CSP, and nothing else is a picture. */
function httpsUrlOrNull(value: string | undefined): string | null {
  if (value === undefined || !URL.canParse(value)) return null;
  return new URL(value).protocol === 'https:' ? value : null;
}
