import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../test/render-route';

describe('maintenance banner', () => {
  it('shows the administrators’ notice above every page while it is set', async () => {
    stubFetch({
      '/api/site-status': () =>
        jsonResponse({ maintenanceBanner: 'Scheduled maintenance at 22:00 UTC.', commentsEnabled: true }),
    });
    renderRoute('/about');
    expect(await screen.findByRole('status', { name: 'Site notice' }, PAGE_LOAD)).toHaveTextContent(
      'Scheduled maintenance at 22:00 UTC.',
    );
  });

  it('shows nothing when no notice is set', async () => {
    stubFetch({ '/api/site-status': () => jsonResponse({ maintenanceBanner: null, commentsEnabled: true }) });
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(screen.queryByRole('status', { name: 'Site notice' })).not.toBeInTheDocument();
  });
});
