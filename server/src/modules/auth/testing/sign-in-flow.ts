import type TestAgent from 'supertest/lib/agent';

/**
 * Drives a browser's Google sign-in with a supertest agent (which keeps cookies): start at
 * /auth/google, follow the redirect to the fake Google, and bring its answer back to our callback.
 */
export async function signInWithGoogle(agent: TestAgent, returnTo?: string) {
  const start = await agent.get(
    returnTo === undefined ? '/auth/google' : `/auth/google?returnTo=${encodeURIComponent(returnTo)}`,
  );
  const callback = await visitGoogle(start.headers.location);
  return agent.get(callback.pathname + callback.search);
}

/** What Google sends the browser back to, for an authorization URL our server redirected to. */
export async function visitGoogle(authorizationUrl: string | undefined): Promise<URL> {
  if (authorizationUrl === undefined) throw new Error('The server did not redirect to Google');
  const answer = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (location === null) throw new Error(`Google answered ${answer.status} without a redirect`);
  return new URL(location);
}
