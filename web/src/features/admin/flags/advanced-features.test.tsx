import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesOf, stubAdmin } from '../../../test/admin-stub';
import { jsonResponse } from '../../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../../test/render-route';

const FEATURES = {
  liveChecks: true,
  aiProvider: false,
  planEnforcement: true,
  comments: true,
  maintenanceBanner: null,
  cacheTtlHours: 24,
};
const USER_ID = '6b1f0e0a-0f0e-4c1e-8a55-2f1f3f7c9a10';
const member = {
  id: USER_ID,
  email: 'member@example.com',
  name: 'Mel',
  role: 'user',
  plan: 'free',
  disabled: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const users = { items: [member], total: 1, page: 1, pageSize: 25 };
const chats = {
  items: [
    {
      chatId: '9d0f0e0a-0f0e-4c1e-8a55-2f1f3f7c9a10',
      email: 'worried@example.com',
      userId: null,
      messageCount: 4,
      preview: 'Is this parcel text a scam?',
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-01T00:05:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

function stubPage(extra: Record<string, () => Response> = {}) {
  return stubAdmin({
    '/api/admin/features': () => jsonResponse(FEATURES),
    '/api/admin/users': () => jsonResponse(users),
    '/api/admin/chats': () => jsonResponse(chats),
    ...extra,
  });
}

describe('/admin/advanced-features', () => {
  it('saves the flags with a maintenance banner and a new cache lifetime', async () => {
    const requests = stubPage({
      'PUT /api/admin/features': () =>
        jsonResponse({ ...FEATURES, comments: false, maintenanceBanner: 'Back at 10:00', cacheTtlHours: 12 }),
    });
    renderRoute('/admin/advanced-features');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Community comments' }, PAGE_LOAD));
    await userEvent.type(screen.getByRole('textbox', { name: 'Maintenance banner' }), 'Back at 10:00');
    const ttl = screen.getByRole('spinbutton', { name: 'Report cache lifetime (hours)' });
    await userEvent.clear(ttl);
    await userEvent.type(ttl, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save feature flags' }));
    expect(await screen.findByText('Feature flags saved')).toBeInTheDocument();
    expect(bodiesOf(requests, 'PUT', '/api/admin/features')).toEqual([
      { ...FEATURES, comments: false, maintenanceBanner: 'Back at 10:00', cacheTtlHours: 12 },
    ]);
  });

  it('refuses a cache lifetime outside 1 to 168 hours before sending', async () => {
    const requests = stubPage();
    renderRoute('/admin/advanced-features');
    const ttl = await screen.findByRole('spinbutton', { name: 'Report cache lifetime (hours)' }, PAGE_LOAD);
    await userEvent.clear(ttl);
    await userEvent.type(ttl, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save feature flags' }));
    expect(await screen.findByText('The cache lifetime is at most 168 hours')).toBeInTheDocument();
    expect(bodiesOf(requests, 'PUT', '/api/admin/features')).toHaveLength(0);
  });

  it("changes a user's plan and role, and shows the server's refusal", async () => {
    const requests = stubPage({
      [`PATCH /api/admin/users/${USER_ID}`]: () => jsonResponse({ ...member, plan: 'premium' }),
    });
    renderRoute('/admin/advanced-features');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Plan of member@example.com' }, PAGE_LOAD),
      'premium',
    );
    expect(await screen.findByText('Saved member@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disable member@example.com' }));
    await waitFor(() =>
      expect(bodiesOf(requests, 'PATCH', `/api/admin/users/${USER_ID}`)).toEqual([
        { plan: 'premium' },
        { disabled: true },
      ]),
    );
  });

  it("shows the server's sentence when a change is refused", async () => {
    stubPage({
      [`PATCH /api/admin/users/${USER_ID}`]: () =>
        jsonResponse(
          { error: { code: 'VALIDATION', message: 'You cannot remove your own admin access.' } },
          400,
        ),
    });
    renderRoute('/admin/advanced-features');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of member@example.com' }, PAGE_LOAD),
      'admin',
    );
    expect(await screen.findByText('You cannot remove your own admin access.')).toBeInTheDocument();
  });

  it('lists stored conversations with the email the visitor left', async () => {
    stubPage();
    renderRoute('/admin/advanced-features');
    const panel = await screen.findByRole('region', { name: 'Chat conversations' }, PAGE_LOAD);
    expect(await within(panel).findByText('Is this parcel text a scam?')).toBeInTheDocument();
    expect(within(panel).getByText(/worried@example.com/)).toBeInTheDocument();
  });
});
