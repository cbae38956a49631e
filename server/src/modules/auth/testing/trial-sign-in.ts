import { CsrfTokenResponseSchema, CurrentUserSchema, type CurrentUser } from '@scamcheck/shared';
import type TestAgent from 'supertest/lib/agent';

export type SignedInAgent = { user: CurrentUser; csrfToken: string };

/**
 * Signs a supertest agent in the way the /login page does with DEV_LOGIN=1: fetch a token, then post
 * the trial form with it. Returns the account and the token of the new (rotated) session.
 */
export async function signInForTrial(
  agent: TestAgent,
  { email, role = 'user', name }: { email: string; role?: 'user' | 'admin'; name?: string },
): Promise<SignedInAgent> {
  const { token } = CsrfTokenResponseSchema.parse((await agent.get('/api/csrf')).body);
  const res = await agent
    .post('/auth/dev-login')
    .set('X-CSRF-Token', token)
    .send({ email, role, ...(name === undefined ? {} : { name }) });
  if (res.status !== 200) throw new Error(`Trial sign-in failed: ${res.status} ${res.text}`);
  const refreshed = CsrfTokenResponseSchema.parse((await agent.get('/api/csrf')).body);
  return { user: CurrentUserSchema.parse(res.body), csrfToken: refreshed.token };
}
