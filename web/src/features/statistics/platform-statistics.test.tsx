import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, pending, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { PlatformStatistics } from './platform-statistics';
import { STATISTICS_REFRESH_MS, statisticsQueryOptions } from './statistics-query';

const STATS = {
  totalDomainsAnalyzed: 12345,
  domainsAnalyzedToday: 67,
  suspiciousDomainsDetected: 890,
  safeDomainsVerified: 4321,
  lastUpdated: '2025-03-04T05:06:07.000Z',
};

describe('PlatformStatistics', () => {
  it('shows four loading placeholders while the numbers load', () => {
    stubFetch({ '/api/statistics': pending });
    renderWithProviders(<PlatformStatistics />);
    expect(screen.getByRole('heading', { name: 'Platform Statistics' })).toBeInTheDocument();
    expect(screen.getAllByTestId('statistics-placeholder')).toHaveLength(4);
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });

  it('shows the four cards with their numbers and the last update time', async () => {
    stubFetch({ '/api/statistics': () => jsonResponse(STATS) });
    renderWithProviders(<PlatformStatistics />);
    await screen.findByText(/Last updated/);
    const cards = screen.getAllByRole('listitem');
    const read = (title: string) => {
      const card = cards.find((item) => within(item).queryByRole('heading', { name: title }));
      return card?.textContent;
    };
    expect(read('Total Domains Analyzed')).toContain((12345).toLocaleString());
    expect(read('Analyzed Today')).toContain('67');
    expect(read('Analyzed Today')).toContain('last 24h');
    expect(read('Threats Detected')).toContain('890');
    expect(read('Threats Detected')).toContain('suspicious domains');
    expect(read('Safe Domains')).toContain((4321).toLocaleString());
    expect(read('Safe Domains')).toContain('verified');
    expect(screen.getByText(/Last updated/)).toHaveTextContent(new Date(STATS.lastUpdated).toLocaleString());
  });

  it('explains that nothing was checked yet instead of showing four zero cards', async () => {
    const empty = {
      totalDomainsAnalyzed: 0,
      domainsAnalyzedToday: 0,
      suspiciousDomainsDetected: 0,
      safeDomainsVerified: 0,
      lastUpdated: STATS.lastUpdated,
    };
    stubFetch({ '/api/statistics': () => jsonResponse(empty) });
    renderWithProviders(<PlatformStatistics />);
    expect(await screen.findByTestId('statistics-empty')).toHaveTextContent(
      'No website has been checked on this server yet',
    );
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it.each([
    ['the call fails', () => new Response('down', { status: 503 })],
    ['the answer is not statistics', () => jsonResponse({})],
  ])('renders nothing when %s', async (_label, responder) => {
    stubFetch({ '/api/statistics': responder });
    const { container } = renderWithProviders(<PlatformStatistics />);
    await screen.findByRole('heading', { name: 'Platform Statistics' });
    await expect.poll(() => container.textContent).toBe('');
  });

  it('refetches every 300000 ms', () => {
    expect(STATISTICS_REFRESH_MS).toBe(300_000);
    expect(statisticsQueryOptions.refetchInterval).toBe(300_000);
  });
});
