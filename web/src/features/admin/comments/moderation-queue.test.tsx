import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesOf, stubAdmin } from '../../../test/admin-stub';
import { jsonResponse } from '../../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../../test/render-route';

const ID = '0b6f3c1e-4a55-4d1e-9a55-2f1f3f7c9a10';
const comment = {
  id: ID,
  rating: 1,
  text: 'They took my money and never shipped. <b>Avoid</b>.',
  authorName: 'Sam',
  createdAt: '2025-03-04T10:00:00.000Z',
  status: 'pending',
  domain: 'shop.example',
  userId: 'u1',
  reportCount: 2,
};
const page = (items: unknown[]) =>
  jsonResponse({
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    counts: { pending: 1, approved: 4, hidden: 0 },
  });

describe('/admin/comments', () => {
  it('shows the pending queue with counts per tab, report counts and the text as plain text', async () => {
    const requests = stubAdmin({ '/api/admin/comments': () => page([comment]) });
    renderRoute('/admin/comments');
    const list = await screen.findByRole('list', { name: 'Comments' }, PAGE_LOAD);
    expect(within(list).getByText(/<b>Avoid<\/b>/)).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByText('Reported 2 times')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending (1)', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approved (4)' })).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/admin/comments?status=pending&page=1')).toBe(
      true,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reported' }));
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/admin/comments?reported=true&page=1'));
  });

  it('approves and hides with one click, and deletes after confirming', async () => {
    const requests = stubAdmin({
      '/api/admin/comments': () => page([comment]),
      [`PATCH /api/admin/comments/${ID}`]: () => jsonResponse({ ...comment, status: 'approved' }),
      [`DELETE /api/admin/comments/${ID}`]: () => new Response(null, { status: 204 }),
    });
    renderRoute('/admin/comments');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve comment on shop.example by Sam' }, PAGE_LOAD),
    );
    expect(await screen.findByText('Comment approved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide comment on shop.example by Sam' }));
    await waitFor(() =>
      expect(bodiesOf(requests, 'PATCH', `/api/admin/comments/${ID}`)).toEqual([
        { status: 'approved' },
        { status: 'hidden' },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('says when nothing waits for review', async () => {
    stubAdmin({ '/api/admin/comments': () => page([]) });
    renderRoute('/admin/comments');
    expect(await screen.findByText('Nothing is waiting for review.', {}, PAGE_LOAD)).toBeInTheDocument();
  });
});
