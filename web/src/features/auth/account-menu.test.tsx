import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../test/render-route';

describe('account menu', () => {
  it('logs out: logs the email, clears the user and says "Logging out"', async () => {
    const info = vi.spyOn(console, 'info');
    stubFetch({ '/api/user': () => jsonResponse({ email: 'ada@example.com', name: 'Ada', role: 'user' }) });
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }, PAGE_LOAD));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Logging out')).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('Logging out ada@example.com');
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    info.mockRestore();
  });

  it('says "Signed out" on the page the sign-out redirects to', async () => {
    stubFetch({ '/api/user': () => jsonResponse({ email: 'ada@example.com', name: 'Ada', role: 'user' }) });
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }, PAGE_LOAD));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await screen.findByText('Logging out');

    // The browser leaves for /auth/logout and comes back to a freshly loaded page.
    cleanup();
    stubFetch({ '/api/user': () => jsonResponse(null) });
    renderRoute('/');
    expect(await screen.findByText('You have been signed out of ScamCheck.')).toBeInTheDocument();
    // Only once: nothing is left for the next page load.
    expect(window.sessionStorage.length).toBe(0);
  });
});
