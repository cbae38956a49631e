import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../test/render-route';

describe('sign-in page', () => {
  it('links to Google sign-in, returning home when it was opened directly', async () => {
    stubFetch({});
    renderRoute('/login');
    expect(await screen.findByRole('link', { name: 'Sign in with Google' }, PAGE_LOAD)).toHaveAttribute(
      'href',
      '/auth/google?returnTo=%2F',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      '?error=rate-limited',
      'Login rate limit exceeded',
      'Too many login attempts. Please try again in a few minutes.',
    ],
    ['?error=rate-limited&message=Wait%2010%20minutes', 'Login rate limit exceeded', 'Wait 10 minutes'],
    ['?error=oauth', 'Login failed', 'Authentication error. Please try again.'],
    ['?error=oauth&message=Email%20not%20verified', 'Login failed', 'Email not verified'],
  ])('explains %s', async (query, title, description) => {
    stubFetch({});
    renderRoute(`/login${query}`);
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(description);
  });
});
