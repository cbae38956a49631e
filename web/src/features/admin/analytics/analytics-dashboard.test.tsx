import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAdmin } from '../../../test/admin-stub';
import { jsonResponse } from '../../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../../test/render-route';

const days = ['2025-03-01', '2025-03-02', '2025-03-03'];
const REPORT = {
  days: 7,
  from: '2025-02-25T00:00:00.000Z',
  to: '2025-03-04T00:00:00.000Z',
  analysesPerDay: days.map((day, index) => ({ day, trusted: index, caution: 1, suspicious: 2 })),
  imagesPerDay: days.map((day) => ({ day, total: 2, scams: 1 })),
  chatsPerDay: days.map((day) => ({ day, count: 0 })),
  signInsPerDay: days.map((day) => ({ day, count: 1 })),
  verdictDistribution: { trusted: 3, caution: 2, suspicious: 5 },
  topTlds: [{ tld: 'xyz', count: 4 }],
  mostChecked: [{ domain: 'paypa1-login.xyz', count: 6 }],
  mostFlagged: [{ domain: 'paypa1-login.xyz', count: 6, score: 8 }],
  apiUsageByPlan: [{ plan: 'premium', count: 12 }],
};

describe('/admin/analytics-dashboard', () => {
  it('draws every chart with a text summary and the numbers behind it', async () => {
    stubAdmin({ '/api/admin/analytics': () => jsonResponse(REPORT) });
    renderRoute('/admin/analytics-dashboard');
    expect(
      await screen.findByRole('img', { name: 'Analyses per day: 12 in 3 days, at most 5 a day.' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Chats per day: none in this period.' })).toBeInTheDocument();
    const analyses = screen.getByRole('region', { name: 'Analyses per day' });
    expect(within(analyses).getByText('Suspicious: 6')).toBeInTheDocument();
    const table = within(analyses).getByRole('table', { name: 'Analyses per day' });
    expect(within(table).getByRole('row', { name: '2025-03-03 2 1 2' })).toBeInTheDocument();

    const flagged = screen.getByRole('region', { name: 'Most-flagged domains' });
    expect(within(flagged).getByRole('link', { name: 'paypa1-login.xyz' })).toHaveAttribute(
      'href',
      '/domain/paypa1-login.xyz',
    );
    expect(within(flagged).getByText('(score 8)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'API usage by plan' })).getByText('Premium'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Top TLDs' })).getByText('.xyz')).toBeInTheDocument();
  });

  it('switches between 7, 30 and 90 days', async () => {
    const requests = stubAdmin({ '/api/admin/analytics': () => jsonResponse(REPORT) });
    renderRoute('/admin/analytics-dashboard');
    expect(
      await screen.findByRole('button', { name: '30 days', pressed: true }, PAGE_LOAD),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/admin/analytics?days=90'));
    expect(screen.getByRole('button', { name: '90 days', pressed: true })).toBeInTheDocument();
  });
});
