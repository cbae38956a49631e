import type { RequestHandler } from 'express';
import passport from 'passport';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { Container } from '../../container';
import { AppError } from '../../http/app-error';
import { readGoogleClaims } from './google-claims';
import { createSignInService } from './sign-in.service';

/** Google's scopes for an id (`sub`), a verified email, a name and a picture. */
export const GOOGLE_SCOPES = ['openid', 'email', 'profile'];

// Typed middleware instead of passport's default `any` returns.
export type Authenticator = passport.Authenticator<RequestHandler, RequestHandler, RequestHandler>;

// One authenticator per container (never passport's global), so every app and test has its own.
const authenticators = new WeakMap<Container, Authenticator>();

/**
 * The session keeps only the user id; the account is read from storage on every request, so role,
 * plan and deletion take effect at once.
 */
export function passportFor(container: Container): Authenticator {
  const existing = authenticators.get(container);
  if (existing !== undefined) return existing;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- pins passport's `any` middleware types to Express handlers
  const authenticator: Authenticator = new passport.Passport();
  const { users } = container.storage;
  authenticator.serializeUser((user, done) => done(null, user.id));
  authenticator.deserializeUser((id: unknown, done) => {
    if (typeof id !== 'string') return done(null, false);
    // A disabled account's session stops working on its next request, as if signed out.
    users.findById(id).then((user) => done(null, user === null || user.disabled ? false : user), done);
  });
  const google = container.config.auth.google;
  if (google !== null) authenticator.use(googleStrategy(container, google));
  authenticators.set(container, authenticator);
  return authenticator;
}

function googleStrategy(container: Container, google: NonNullable<Container['config']['auth']['google']>) {
  const signIn = createSignInService({
    users: container.storage.users,
    clock: container.clock,
    adminEmails: container.config.auth.adminEmails,
  });
  return new GoogleStrategy(
    {
      clientID: google.clientId,
      clientSecret: google.clientSecret,
      callbackURL: google.callbackUrl,
      authorizationURL: google.authUrl,
      tokenURL: google.tokenUrl,
      userProfileURL: google.userInfoUrl,
      scope: GOOGLE_SCOPES,
      // A random state bound to the session, plus PKCE: a forged, replayed or foreign callback fails (docs/security.md).
      state: true,
      pkce: true,
    },
    (_accessToken, _refreshToken, profile, done) => {
      const claims = readGoogleClaims(profile._json);
      if (!claims.ok) return done(null, false, claims.rejection);
      signIn.signInWithGoogle(claims.identity).then(
        (user) => done(null, user),
        (error: unknown) =>
          error instanceof AppError && error.code === 'FORBIDDEN'
            ? done(null, false, { reason: 'account-disabled', message: error.message })
            : done(error),
      );
    },
  );
}
