import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesOf, stubAdmin } from '../../../test/admin-stub';
import { jsonResponse } from '../../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../../test/render-route';

const FINGERPRINT = 'a1b2c3d4e5f60718';
const event = {
  id: 'e1',
  source: 'client',
  fingerprint: FINGERPRINT,
  message: 'TypeError: report.facts is undefined',
  stack: 'TypeError: report.facts is undefined\n    at ReportFacts (report-facts.tsx:12:3)',
  route: '/domain/shop.example',
  requestId: null,
  userId: null,
  context: { debugLog: ['[warn] slow network', '[error] render failed'], userAgent: null },
  createdAt: '2025-03-04T10:00:00.000Z',
  resolved: false,
};
const group = {
  fingerprint: FINGERPRINT,
  source: 'client',
  message: event.message,
  route: event.route,
  count: 7,
  firstSeen: '2025-03-01T10:00:00.000Z',
  lastSeen: event.createdAt,
  resolved: false,
  latest: event,
};

function stubConsole() {
  return stubAdmin({
    '/api/admin/errors': () => jsonResponse({ items: [group], total: 1, page: 1, pageSize: 20 }),
    [`/api/admin/errors/${FINGERPRINT}/events`]: () => jsonResponse({ items: [event] }),
    [`/api/admin/errors/${FINGERPRINT}/resolve`]: () => jsonResponse({ resolved: 7 }),
    'DELETE /api/admin/errors': () => jsonResponse({ deleted: 9 }),
  });
}

describe('/admin/error-console', () => {
  it('lists open error groups with their count, and expands one to its stack and debug log', async () => {
    const requests = stubConsole();
    renderRoute('/admin/error-console');
    const groups = await screen.findByRole('list', { name: 'Error groups' }, PAGE_LOAD);
    const item = within(groups).getByRole('listitem', { name: event.message });
    expect(item).toHaveTextContent('7 times');
    expect(item).toHaveTextContent('Browser');
    expect(requests.some((request) => request.url === '/api/admin/errors?resolved=false&page=1')).toBe(true);

    await userEvent.click(within(item).getByRole('button', { name: 'Show events' }));
    expect(await within(item).findByText(/at ReportFacts/)).toBeInTheDocument();
    expect(within(item).getByText(/\[error\] render failed/)).toBeInTheDocument();
  });

  it('filters by source and searches, sending the filters to the server', async () => {
    const requests = stubConsole();
    renderRoute('/admin/error-console');
    await screen.findByRole('list', { name: 'Error groups' }, PAGE_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Server' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'all');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search errors' }), 'facts{Enter}');
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/admin/errors?source=server&q=facts&page=1'));
  });

  it('marks a group resolved', async () => {
    const requests = stubConsole();
    renderRoute('/admin/error-console');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark resolved' }, PAGE_LOAD));
    expect(await screen.findByText('7 events resolved.')).toBeInTheDocument();
    expect(bodiesOf(requests, 'POST', `/api/admin/errors/${FINGERPRINT}/resolve`)).toHaveLength(1);
  });

  it('clears every error only after the admin confirms', async () => {
    const requests = stubConsole();
    renderRoute('/admin/error-console');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all' }, PAGE_LOAD));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    const confirm = screen.getByRole('group', { name: 'Delete every error, open ones too?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, clear all' }));
    expect(await screen.findByText('9 events deleted.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      '/api/admin/errors?resolvedOnly=false',
    ]);
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    stubAdmin({
      '/api/admin/errors': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Database down' } }, 500),
    });
    renderRoute('/admin/error-console');
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(alert).toHaveTextContent('Could not load the errors.');
    expect(alert).toHaveTextContent('Database down');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
