import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesOf, stubAdmin } from '../../../test/admin-stub';
import { jsonResponse } from '../../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../../test/render-route';

const job = { entries: 0, lastFetchedAt: null, nextRunAt: null, lastError: null, running: false };
const STATUS = {
  version: '1.2.2',
  uptimeSeconds: 3_700,
  memory: { rssBytes: 150 * 1024 * 1024, heapUsedBytes: 60 * 1024 * 1024 },
  storage: { adapter: 'pglite', healthy: true, latencyMs: 2.4 },
  ai: { provider: 'offline', configured: false, enabled: true, reachable: null },
  feeds: [
    { ...job, source: 'openphish', entries: 1200, lastFetchedAt: '2025-03-04T10:00:00.000Z' },
    { ...job, source: 'urlhaus', lastError: 'HTTP 503 from the feed' },
  ],
  popularity: { ...job, entries: 1_000_000, lastFetchedAt: '2025-03-04T09:00:00.000Z' },
  ocr: { workers: 1, started: true, busy: 0, queued: 0 },
  rateLimitStore: { kind: 'memory', healthy: true },
  liveChecks: true,
};

describe('/admin/status', () => {
  it('shows the health of each part, a failing feed with its error, and refreshes a list on demand', async () => {
    const requests = stubAdmin({
      '/api/admin/status': () => jsonResponse(STATUS),
      '/api/admin/status/refresh': () => jsonResponse({ started: true }, 202),
    });
    renderRoute('/admin/status');
    const server = await screen.findByRole('region', { name: 'Server' }, PAGE_LOAD);
    expect(server).toHaveTextContent('1 h 1 min');
    expect(server).toHaveTextContent('150.0 MB');
    expect(screen.getByRole('region', { name: 'Storage' })).toHaveTextContent('Healthy');
    expect(screen.getByRole('region', { name: 'AI provider' })).toHaveTextContent('Offline (built in)');
    const feeds = screen.getByRole('region', { name: 'Threat feeds' });
    const failing = within(feeds).getByRole('row', { name: /urlhaus/ });
    expect(failing).toHaveTextContent('Last download failed');
    expect(failing).toHaveTextContent('HTTP 503 from the feed');

    await userEvent.click(within(feeds).getByRole('button', { name: /^Refresh now ?: threat feeds$/ }));
    expect(await screen.findByText('Refresh started')).toBeInTheDocument();
    expect(
      screen.getByText('The threat feeds are being downloaded; this page updates when it is done.'),
    ).toBeInTheDocument();
    expect(bodiesOf(requests, 'POST', '/api/admin/status/refresh')).toEqual([{ target: 'feeds' }]);

    const popularity = screen.getByRole('region', { name: 'Popularity list' });
    await userEvent.click(
      within(popularity).getByRole('button', { name: /^Refresh now ?: popularity list$/ }),
    );
    expect(
      await screen.findByText('The popularity list is being downloaded; this page updates when it is done.'),
    ).toBeInTheDocument();
  });

  it('says when the OCR workers are not loaded (before the first image, or after an idle minute)', async () => {
    stubAdmin({
      '/api/admin/status': () => jsonResponse({ ...STATUS, ocr: { ...STATUS.ocr, started: false } }),
    });
    renderRoute('/admin/status');
    const ocr = await screen.findByRole('region', { name: 'OCR pool' }, PAGE_LOAD);
    expect(ocr).toHaveTextContent('1 (not loaded: they start with the next image)');
  });
});
