import { quotaWithSameUsage } from '@scamcheck/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch, type RecordedRequest } from '../../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../../test/render-route';

const USER = {
  id: '6f1c1d2e-0000-4000-8000-000000000003',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  avatarUrl: null,
  role: 'user',
  plan: 'premium',
  createdAt: '2030-01-15T12:00:00.000Z',
};

const QUOTA = quotaWithSameUsage({
  plan: 'premium',
  subject: 'account',
  limit: 500,
  used: 12,
  remaining: 488,
  resetInSeconds: 1800,
});

const KEY = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Build server',
  prefix: 'sk_AbCdEfGh',
  createdAt: '2030-01-16T09:00:00.000Z',
  lastUsedAt: null,
};

/** A small stand-in for the server's account API, answering by method like the real one. */
function accountServer() {
  let keys = [KEY];
  let isDeleted = false;
  const requests: RecordedRequest[] = stubFetch({
    '/api/user': () => {
      if (requests.at(-1)?.method === 'DELETE') {
        isDeleted = true;
        return new Response(null, { status: 204 });
      }
      return isDeleted ? new Response('', { status: 401 }) : jsonResponse(USER);
    },
    '/api/quota': () => jsonResponse(QUOTA),
    '/api/keys': () => {
      if (requests.at(-1)?.method !== 'POST') return jsonResponse({ keys });
      const created = {
        ...KEY,
        id: '22222222-2222-4222-8222-222222222222',
        name: 'Laptop',
        prefix: 'sk_ZyXwVuTs',
      };
      keys = [created, ...keys];
      return jsonResponse({ ...created, key: `sk_ZyXwVuTs${'q'.repeat(35)}` }, 201);
    },
    [`/api/keys/${KEY.id}`]: () => {
      keys = keys.filter((key) => key.id !== KEY.id);
      return new Response(null, { status: 204 });
    },
  });
  return requests;
}

describe('/profile', () => {
  it('shows the account, its plan and this hour’s usage, and the plans on offer', async () => {
    accountServer();
    renderRoute('/profile');
    const account = await screen.findByRole('region', { name: 'Grace Hopper' }, PAGE_LOAD);
    expect(account).toHaveTextContent('grace@example.com');
    expect(account).toHaveTextContent('Premium');
    const quota = await screen.findByRole('region', { name: 'Your allowances this hour' });
    expect(within(quota).getByTestId('quota-website checks')).toHaveTextContent('488 of 500 left');
    const plans = within(screen.getByRole('table', { name: 'Plans and hourly analysis allowances' }));
    expect(plans.getByRole('row', { name: /Enterprise 2,000/ })).toBeInTheDocument();
  });

  it('creates a key and shows its secret once, then lists it by prefix', async () => {
    const requests = accountServer();
    renderRoute('/profile');
    expect(await screen.findByRole('rowheader', { name: 'Build server' }, PAGE_LOAD)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Key name'), 'Laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));

    expect(await screen.findByText(`sk_ZyXwVuTs${'q'.repeat(35)}`)).toBeInTheDocument();
    expect(screen.getByText('Copy it now: for your safety it will not be shown again.')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Laptop' })).toBeInTheDocument();
    expect(screen.getByText('sk_ZyXwVuTs…')).toBeInTheDocument();
    const create = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(create?.body))).toEqual({ name: 'Laptop' });

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(`sk_ZyXwVuTs${'q'.repeat(35)}`)).not.toBeInTheDocument();
  });

  it('revokes a key', async () => {
    const requests = accountServer();
    renderRoute('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Build server' }, PAGE_LOAD));
    expect(await screen.findByText('API key revoked')).toBeInTheDocument();
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && request.url.endsWith(KEY.id))).toBe(
      true,
    );
  });

  it('deletes my data only after I confirm', async () => {
    const requests = accountServer();
    renderRoute('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my data' }, PAGE_LOAD));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete my data' }));
    expect(screen.getByText('Delete your account and all its data permanently?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete everything' }));
    // The page then reloads at / (a full navigation, checked end to end in e2e/src/accounts.test.ts).
    await waitFor(() =>
      expect(
        requests.filter((request) => request.method === 'DELETE' && request.url === '/api/user'),
      ).toHaveLength(1),
    );
  });

  it('signs out with the spec’s toast', async () => {
    accountServer();
    renderRoute('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }, PAGE_LOAD));
    expect(await screen.findByText('Logging out')).toBeInTheDocument();
  });
});
