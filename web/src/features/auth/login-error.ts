/** What the sign-in page says about the `error` and `message` query parameters (spec §8). */

/** Sign-in error toasts stay 5 seconds (spec §9). */
export const LOGIN_ERROR_TOAST_MS = 5000;

export type LoginErrorNotice = { title: string; description: string };

export function describeLoginError(error: string | null, message: string | null): LoginErrorNotice | null {
  if (!error) return null;
  if (error === 'rate-limited') {
    return {
      title: 'Login rate limit exceeded',
      description: message || 'Too many login attempts. Please try again in a few minutes.',
    };
  }
  return { title: 'Login failed', description: message || 'Authentication error. Please try again.' };
}
