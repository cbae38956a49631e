import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../test/render-route';

describe('/dashboard for a signed-in user', () => {
  it('lists my own checks, each analysis linking to its report with its score band', async () => {
    stubFetch({
      '/api/user': () => jsonResponse({ id: 'u1', email: 'sam@example.com', name: 'Sam', role: 'user' }),
      '/api/user/history': () =>
        jsonResponse({
          items: [
            {
              id: 'h1',
              kind: 'analysis',
              domain: 'paypa1.example',
              score: 12,
              band: 'suspicious',
              createdAt: '2025-03-04T10:00:00.000Z',
            },
            {
              id: 'h2',
              kind: 'image',
              domain: null,
              score: 80,
              band: 'trusted',
              createdAt: '2025-03-03T10:00:00.000Z',
            },
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
    });
    renderRoute('/dashboard');
    const history = await screen.findByRole('region', { name: 'Your checks' }, PAGE_LOAD);
    const link = await within(history).findByRole('link', { name: 'paypa1.example' });
    expect(link).toHaveAttribute('href', '/domain/paypa1.example');
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText('Suspicious').closest('[data-band]')).toHaveAttribute(
      'data-band',
      'suspicious',
    );
    expect(within(history).getByText('Image check')).toBeInTheDocument();
  });

  it('keeps the platform view for visitors, without a personal history', async () => {
    stubFetch({});
    renderRoute('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('main')).findByRole('link', { name: 'Sign in' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your checks' })).not.toBeInTheDocument();
  });
});
