import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, pending, stubFetch } from '../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../test/render-route';

const USER = {
  id: '6f1c1d2e-0000-4000-8000-000000000002',
  email: 'bob@example.com',
  name: 'Bob',
  avatarUrl: null,
  role: 'user',
  plan: 'free',
  createdAt: '2030-01-01T00:00:00.000Z',
};

describe('AdminGuard', () => {
  it('says it is verifying while the user lookup is in flight', () => {
    stubFetch({ '/api/user': pending });
    renderRoute('/admin/status');
    expect(screen.getByText('Verifying admin access...')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    stubFetch({ '/api/user': () => new Response('', { status: 401, statusText: 'Unauthorized' }) });
    const { router } = renderRoute('/admin/status');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, PAGE_LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('treats a failed lookup (server down) as signed out', async () => {
    stubFetch({ '/api/user': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), PAGE_LOAD);
  });

  it('sends a signed-in non-admin home', async () => {
    stubFetch({ '/api/user': () => jsonResponse(USER) });
    const { router } = renderRoute('/admin/comments');
    expect(
      await screen.findByRole('heading', { level: 1, name: /trustworthy websites/ }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('LoginGuard', () => {
  it('says it is verifying while the user lookup is in flight', () => {
    stubFetch({ '/api/user': pending });
    renderRoute('/profile');
    expect(screen.getByText('Verifying access...')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, whose Google link returns them to the page they wanted', async () => {
    stubFetch({ '/api/auth/config': () => jsonResponse({ google: true, devLogin: true }) });
    const { router } = renderRoute('/profile?tab=keys');
    const link = await screen.findByRole('link', { name: 'Sign in with Google' }, PAGE_LOAD);
    expect(router.state.location.pathname).toBe('/login');
    expect(link).toHaveAttribute('href', `/auth/google?returnTo=${encodeURIComponent('/profile?tab=keys')}`);
  });

  it('lets a signed-in user through', async () => {
    stubFetch({ '/api/user': () => jsonResponse(USER) });
    renderRoute('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }, PAGE_LOAD),
    ).toBeInTheDocument();
  });
});
