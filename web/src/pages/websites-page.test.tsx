import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../test/render-route';

const item = (domain: string, score: number, band: string) => ({
  id: domain,
  domain,
  score,
  band,
  createdAt: '2025-01-01T00:00:00.000Z',
});

function stubList(total = 2) {
  return stubFetch({
    '/api/domains': () =>
      jsonResponse({
        items: [item('good.example', 90, 'trusted'), item('bad.example', 10, 'suspicious')],
        total,
        page: 1,
        pageSize: 20,
      }),
  });
}

const listRequests = (requests: { url: string }[]) =>
  requests.filter((request) => request.url.startsWith('/api/domains?')).map((request) => request.url);

describe('/websites', () => {
  it('lists analysed domains with their score band, each linking to its report', async () => {
    stubList();
    renderRoute('/websites');
    const link = await screen.findByRole('link', { name: 'good.example' }, PAGE_LOAD);
    expect(link).toHaveAttribute('href', '/domain/good.example');
    expect(screen.getByText('2 websites')).toBeInTheDocument();
    expect(within(link.closest('li') as HTMLElement).getByText('Trusted')).toBeInTheDocument();
  });

  it('searches as you type, filters by band and sorts, keeping the choice in the address', async () => {
    const requests = stubList();
    const { router } = renderRoute('/websites');
    await screen.findByRole('link', { name: 'good.example' }, PAGE_LOAD);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search domains' }), 'pay');
    // Applied after a short pause in typing, not on every key.
    await waitFor(() => expect(router.state.location.search).toBe('?q=pay'), { timeout: 3000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Score band' }), 'suspicious');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'score_asc');

    await waitFor(() => expect(router.state.location.search).toBe('?q=pay&band=suspicious&sort=score_asc'));
    await waitFor(() =>
      expect(listRequests(requests).at(-1)).toBe(
        '/api/domains?sort=score_asc&page=1&pageSize=20&q=pay&band=suspicious',
      ),
    );
  });

  it('pages through a long list', async () => {
    const requests = stubList(45);
    const { router } = renderRoute('/websites');
    expect(await screen.findByText('Page 1 of 3', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(listRequests(requests).at(-1)).toContain('page=2'));
  });

  it('offers to analyse a website when nothing matches', async () => {
    stubFetch({ '/api/domains': () => jsonResponse({ items: [], total: 0, page: 1, pageSize: 20 }) });
    renderRoute('/websites?q=nothing');
    expect(await screen.findByText('No analysed website matches.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analyze a website' })).toHaveAttribute('href', '/');
  });
});
