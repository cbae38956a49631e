/** The sign-in, roles and rate-limit part of the configuration (Google OAuth, admins, DEV_LOGIN, Redis). */

type RawEnv = Record<string, string | undefined>;

const TRUTHY = new Set(['1', 'on', 'true']);

/** Rules that span several variables; each problem is one line for the operator. */
export function authIssues(env: RawEnv): string[] {
  const issues: string[] = [];
  const isProduction = env.NODE_ENV?.trim() === 'production';
  if (isProduction && TRUTHY.has(env.DEV_LOGIN?.trim() ?? '')) {
    issues.push('DEV_LOGIN lets anyone sign in as anyone and is refused when NODE_ENV=production');
  }
  const hasId = (env.GOOGLE_CLIENT_ID?.trim() ?? '') !== '';
  const hasSecret = (env.GOOGLE_CLIENT_SECRET?.trim() ?? '') !== '';
  if (hasId !== hasSecret) {
    issues.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (or both left unset)');
  }
  return issues;
}

export type AuthVars = {
  GOOGLE_CLIENT_ID: string | null;
  GOOGLE_CLIENT_SECRET: string | null;
  GOOGLE_AUTH_URL: string;
  GOOGLE_TOKEN_URL: string;
  GOOGLE_USERINFO_URL: string;
  ADMIN_EMAILS: string[];
  DEV_LOGIN: boolean;
  LOGIN_RATE_LIMIT: number;
  REDIS_URL: string | null;
};

export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** Registered with Google as the redirect URI; always on PUBLIC_URL. */
  callbackUrl: string;
};

export function buildAuthConfig(vars: AuthVars, publicUrl: string) {
  const google: GoogleConfig | null =
    vars.GOOGLE_CLIENT_ID !== null && vars.GOOGLE_CLIENT_SECRET !== null
      ? {
          clientId: vars.GOOGLE_CLIENT_ID,
          clientSecret: vars.GOOGLE_CLIENT_SECRET,
          authUrl: vars.GOOGLE_AUTH_URL,
          tokenUrl: vars.GOOGLE_TOKEN_URL,
          userInfoUrl: vars.GOOGLE_USERINFO_URL,
          callbackUrl: `${publicUrl}/auth/google/callback`,
        }
      : null;
  return {
    google,
    /** Lower-cased: Google reports emails in the case they were registered with. */
    adminEmails: vars.ADMIN_EMAILS.map((email) => email.toLowerCase()),
    devLogin: vars.DEV_LOGIN,
    /** Sign-in attempts (Google redirects and trial sign-ins) per address per 15 minutes. */
    loginAttemptsPerWindow: vars.LOGIN_RATE_LIMIT,
    loginWindowSeconds: 15 * 60,
  };
}
