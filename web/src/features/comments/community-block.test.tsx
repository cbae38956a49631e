import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesOf } from '../../test/admin-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { buildReport } from '../../test/report-factory';
import { PAGE_LOAD, renderRoute } from '../../test/render-route';

const DOMAIN = 'shop.example';
const COMMENTS_PATH = `/api/domain/${DOMAIN}/comments`;
const USER = { id: 'u1', email: 'sam@example.com', name: 'Sam', role: 'user' };
const comment = (overrides: Record<string, unknown>) => ({
  id: 'c1',
  rating: 2,
  text: 'Paid for shoes, got nothing.',
  authorName: 'Lee',
  createdAt: '2025-03-04T10:00:00.000Z',
  status: 'approved',
  ...overrides,
});

type StubOptions = {
  user?: typeof USER | null;
  enabled?: boolean;
  items?: unknown[];
  mine?: unknown[];
  post?: () => Response;
};

function stubResultPage({
  user = USER,
  enabled = true,
  items = [comment({})],
  mine = [],
  post = () =>
    jsonResponse(
      {
        comment: comment({ id: 'c9', status: 'pending' }),
        message: 'Thanks! Your comment is awaiting review.',
      },
      201,
    ),
}: StubOptions = {}) {
  return stubFetch({
    '/api/user': () => (user ? jsonResponse(user) : new Response('', { status: 401 })),
    [`/api/domain/${DOMAIN}`]: () => jsonResponse(buildReport({ domain: DOMAIN, unicodeDomain: DOMAIN })),
    [COMMENTS_PATH]: () =>
      jsonResponse({
        items,
        total: items.length,
        page: 1,
        pageSize: 10,
        summary: {
          domain: DOMAIN,
          approvedCount: 3,
          averageRating: 2.3333,
          negativeAuthors: 2,
          positiveAuthors: 1,
        },
        mine,
        enabled,
      }),
    [`POST ${COMMENTS_PATH}`]: post,
    'POST /api/comments/c1/report': () => jsonResponse({ reported: true }),
  });
}

describe('the community block on /domain/:domain', () => {
  it('shows the average as stars with text, the approved comments as plain text, and my pending one', async () => {
    stubResultPage({
      items: [comment({ text: '<img src=x onerror=alert(1)> scam!' })],
      mine: [comment({ id: 'mine', text: 'My own experience here.', status: 'pending', authorName: 'Sam' })],
    });
    renderRoute(`/domain/${DOMAIN}`);
    const block = await screen.findByRole('region', { name: 'Community reviews' }, PAGE_LOAD);
    expect(await within(block).findByRole('img', { name: 'Rated 2.3 out of 5' })).toBeInTheDocument();
    expect(block).toHaveTextContent('2.3 out of 5 · 3 reviews');
    expect(within(block).getByText('<img src=x onerror=alert(1)> scam!')).toBeInTheDocument();
    expect(block.querySelector('img')).toBeNull();
    const mine = within(block).getByText('My own experience here.').closest('li');
    expect(mine).toHaveTextContent('Awaiting review');
  });

  it('checks the form, then posts and shows the server’s message', async () => {
    const requests = stubResultPage();
    renderRoute(`/domain/${DOMAIN}`);
    const post = await screen.findByRole('button', { name: 'Post comment' }, PAGE_LOAD);
    await userEvent.click(post);
    expect(await screen.findByText('Please choose a rating from 1 to 5')).toBeInTheDocument();
    expect(screen.getByText('Comments must be at least 10 characters')).toBeInTheDocument();
    expect(bodiesOf(requests, 'POST', COMMENTS_PATH)).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: /1 ★ Scam/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), '  They never delivered.  ');
    await userEvent.click(post);
    expect(await screen.findByText('Thanks! Your comment is awaiting review.')).toBeInTheDocument();
    expect(bodiesOf(requests, 'POST', COMMENTS_PATH)).toEqual([{ rating: 1, text: 'They never delivered.' }]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue(''));
  });

  it('asks why a comment is reported, then sends the reason as typed, trimmed', async () => {
    const requests = stubResultPage();
    renderRoute(`/domain/${DOMAIN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Report this comment' }, PAGE_LOAD));
    const reason = screen.getByRole('textbox', { name: 'What is wrong with this comment?' });
    await userEvent.type(reason, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please say what is wrong with this comment');
    expect(reason).toHaveAccessibleDescription('Please say what is wrong with this comment');
    await userEvent.type(reason, 'Advertises a fake shop ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(bodiesOf(requests, 'POST', '/api/comments/c1/report')).toEqual([
      { reason: 'Advertises a fake shop' },
    ]);
  });

  it('shows why a post was refused (posting too fast)', async () => {
    stubResultPage({
      post: () =>
        jsonResponse({ error: { code: 'RATE_LIMITED', message: 'You are posting too fast.' } }, 429),
    });
    renderRoute(`/domain/${DOMAIN}`);
    await userEvent.click(await screen.findByRole('radio', { name: /4 ★/ }, PAGE_LOAD));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Fine shop, fast delivery.');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment not posted')).toBeInTheDocument();
    expect(screen.getByText('You are posting too fast.')).toBeInTheDocument();
  });

  it('asks signed-out visitors to sign in instead of showing the form', async () => {
    stubResultPage({ user: null });
    renderRoute(`/domain/${DOMAIN}`);
    const block = await screen.findByRole('region', { name: 'Community reviews' }, PAGE_LOAD);
    expect(await within(block).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(block).queryByRole('button', { name: 'Post comment' })).not.toBeInTheDocument();
  });

  it('is not shown at all while comments are switched off', async () => {
    const requests = stubResultPage({ enabled: false });
    renderRoute(`/domain/${DOMAIN}`);
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    await waitFor(() => expect(requests.some((r) => r.url.includes(COMMENTS_PATH))).toBe(true), PAGE_LOAD);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Community reviews' })).not.toBeInTheDocument(),
    );
  });
});
