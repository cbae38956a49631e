import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch, type RecordedRequest } from '../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../test/render-route';

const TRIAL_USER = {
  id: '6f1c1d2e-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  name: null,
  avatarUrl: null,
  role: 'user',
  plan: 'free',
  createdAt: '2030-01-01T00:00:00.000Z',
};

const config = (google: boolean, devLogin: boolean) => () => jsonResponse({ google, devLogin });

/** The server's side of trial sign-in: a token cookie for the session, then the signed-in user. */
function trialServer(answer: () => Response) {
  return {
    '/api/auth/config': config(false, true),
    '/api/csrf': () => {
      document.cookie = 'csrf-token=token-of-this-session; path=/';
      return jsonResponse({ token: 'token-of-this-session' });
    },
    '/auth/dev-login': answer,
  };
}

async function submitTrialForm(email: string, role: 'User' | 'Administrator' = 'User') {
  await userEvent.type(await screen.findByLabelText('Email', {}, PAGE_LOAD), email);
  await userEvent.selectOptions(screen.getByLabelText('Role'), role);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

function lastRequestTo(requests: RecordedRequest[], path: string): RecordedRequest | undefined {
  return requests.filter((request) => new URL(request.url, window.location.href).pathname === path).at(-1);
}

describe('sign-in page', () => {
  it('offers Google (returning home when opened directly) and trial sign-in when the server allows both', async () => {
    stubFetch({ '/api/auth/config': config(true, true) });
    renderRoute('/login');
    expect(await screen.findByRole('link', { name: 'Sign in with Google' }, PAGE_LOAD)).toHaveAttribute(
      'href',
      '/auth/google?returnTo=%2F',
    );
    expect(screen.getByRole('form', { name: 'Trial sign-in' })).toBeInTheDocument();
  });

  it('says Google sign-in is not configured when the server has no Google credentials', async () => {
    stubFetch({ '/api/auth/config': config(false, false) });
    renderRoute('/login');
    expect(
      await screen.findByText('Google sign-in is not configured on this server.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Trial sign-in' })).not.toBeInTheDocument();
  });

  it('goes straight on to Google when Google is the only way in', async () => {
    stubFetch({ '/api/auth/config': config(true, false) });
    renderRoute('/login');
    expect(await screen.findByText('Redirecting to Google sign-in...', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it.each([
    [
      '?error=rate-limited',
      'Login rate limit exceeded',
      'Too many login attempts. Please try again in a few minutes.',
    ],
    [
      '?error=rate-limited&retry=15',
      'Login rate limit exceeded',
      'Too many login attempts. Please try again in 15 minutes.',
    ],
    ['?error=oauth-failed', 'Login failed', 'Sign-in with Google failed. Please try again.'],
    ['?error=no-such-code', 'Login failed', 'Authentication error. Please try again.'],
    [
      '?error=email-not-verified&message=Your%20account%20is%20locked.%20Call%20%2B1%20555%200100',
      'Login failed',
      'Your Google account email is not verified. Verify it with Google, then sign in again.',
    ],
    [
      '?error=rate-limited&retry=%3Cb%3E5%3C/b%3E&message=Call%20us',
      'Login rate limit exceeded',
      'Too many login attempts. Please try again in a few minutes.',
    ],
  ])(
    'shows %s as a toast, removes the query string, and stays on the page',
    async (query, title, description) => {
      window.history.replaceState(null, '', `/login${query}#top`);
      stubFetch({ '/api/auth/config': config(true, false) });
      renderRoute(`/login${query}`);
      expect(await screen.findByText(title, {}, PAGE_LOAD)).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
      // Text from the address is never displayed.
      expect(screen.queryByText(/locked|Call us|555/)).toBeNull();
      expect(window.location.pathname).toBe('/login');
      expect(window.location.search).toBe('');
      expect(window.location.hash).toBe('#top');
      // No automatic trip back to Google after a failure: the visitor reads the toast and chooses.
      expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument();
      window.history.replaceState(null, '', '/');
    },
  );

  it('signs in for a trial with the session’s anti-forgery token, then opens the page that was wanted', async () => {
    let isSignedIn = false;
    const requests = stubFetch({
      ...trialServer(() => {
        isSignedIn = true;
        return jsonResponse(TRIAL_USER);
      }),
      '/api/user': () => (isSignedIn ? jsonResponse(TRIAL_USER) : new Response('', { status: 401 })),
    });
    const { router } = renderRoute('/profile');
    await submitTrialForm('ada@example.com', 'Administrator');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    const signIn = lastRequestTo(requests, '/auth/dev-login');
    expect(signIn?.method).toBe('POST');
    expect(signIn?.headers.get('X-CSRF-Token')).toBe('token-of-this-session');
    expect(JSON.parse(String(signIn?.body))).toEqual({ email: 'ada@example.com', role: 'admin' });
  });

  it.each([
    [429, 'Login rate limit exceeded', 'Too many login attempts. Please try again in 15 minutes.'],
    [400, 'Login failed', 'Please enter a valid email address'],
  ])('explains a refused trial sign-in (%i) with the spec’s toast', async (status, title, message) => {
    stubFetch(
      trialServer(() =>
        jsonResponse(
          { error: { code: status === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED', message } },
          status,
        ),
      ),
    );
    renderRoute('/login');
    await submitTrialForm('ada@example.com');
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });
});
