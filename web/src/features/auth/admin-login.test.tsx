import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../test/render-route';

const person = (role: 'user' | 'admin') => ({
  id: '6f1c1d2e-0000-4000-8000-000000000004',
  email: `${role}@example.com`,
  name: null,
  avatarUrl: null,
  role,
  plan: 'free',
  createdAt: '2030-01-01T00:00:00.000Z',
});

describe('/admin/login', () => {
  it('offers sign-in that returns to the admin area, with the administrator role preselected for trials', async () => {
    stubFetch({ '/api/auth/config': () => jsonResponse({ google: true, devLogin: true }) });
    renderRoute('/admin/login');
    expect(await screen.findByRole('link', { name: 'Sign in with Google' }, PAGE_LOAD)).toHaveAttribute(
      'href',
      '/auth/google?returnTo=%2Fadmin',
    );
    expect(screen.getByLabelText('Role')).toHaveValue('admin');
  });

  it('tells a signed-in non-admin they lack access, and lets them switch accounts', async () => {
    stubFetch({ '/api/user': () => jsonResponse(person('user')) });
    renderRoute('/admin/login');
    expect(
      await screen.findByText(
        /Your account \(user@example\.com\) does not have administrator access/,
        {},
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Logging out')).toBeInTheDocument();
  });

  it('sends a signed-in administrator on to the Admin Panel', async () => {
    stubFetch({ '/api/user': () => jsonResponse(person('admin')) });
    renderRoute('/admin/login');
    expect(await screen.findByRole('link', { name: 'Open the Admin Panel' }, PAGE_LOAD)).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
