import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAdmin } from '../../../test/admin-stub';
import { jsonResponse } from '../../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../../test/render-route';

describe('/admin', () => {
  it("shows today's key numbers, each linking to the page where the admin acts on it", async () => {
    stubAdmin({
      '/api/admin/overview': () =>
        jsonResponse({
          analysesToday: 42,
          threatsToday: 7,
          imagesToday: 3,
          chatsToday: 5,
          openErrors: 2,
          commentsAwaitingReview: 4,
          totalDomains: 1234,
          generatedAt: '2025-03-04T10:00:00.000Z',
        }),
    });
    renderRoute('/admin');
    expect(await screen.findByRole('link', { name: '42 Analyses today' }, PAGE_LOAD)).toHaveAttribute(
      'href',
      '/admin/analytics-dashboard',
    );
    expect(screen.getByRole('link', { name: '2 Open errors' })).toHaveAttribute(
      'href',
      '/admin/error-console',
    );
    expect(screen.getByRole('link', { name: '4 Comments awaiting review' })).toHaveAttribute(
      'href',
      '/admin/comments',
    );
    expect(screen.getByRole('link', { name: '1,234 Domains analysed in total' })).toBeInTheDocument();
  });
});
