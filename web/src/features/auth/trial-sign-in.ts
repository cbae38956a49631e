/** POST /auth/dev-login (DEV_LOGIN=1 only): sign in as any email and role, without Google. */
import { CurrentUserSchema, type CurrentUser, type DevLoginRequest } from '@scamcheck/shared';
import { apiRequest, getJson } from '../../lib/api-client';

export const CSRF_PATH = '/api/csrf';
export const DEV_LOGIN_PATH = '/auth/dev-login';

export async function signInForTrial(request: DevLoginRequest): Promise<CurrentUser> {
  // The form is anti-forgery protected: this gives the visitor a signed csrf-token cookie (no session
  // is stored before sign-in), which apiRequest echoes in the header.
  await getJson(CSRF_PATH);
  const response = await apiRequest('POST', DEV_LOGIN_PATH, request);
  return CurrentUserSchema.parse(await response.json());
}
