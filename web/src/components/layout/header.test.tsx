import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { PAGE_LOAD, renderRoute } from '../../test/render-route';

const MAIN_LINKS = [
  ['Home', '/'],
  ['Websites', '/websites'],
  ['Scammed?', '/scammed'],
  ['Image Analysis', '/image-analysis'],
];

function linksOf(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('header', () => {
  it('links to the home page by the product name', () => {
    stubFetch({});
    renderRoute('/about');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'ScamCheck home' })).toHaveAttribute('href', '/');
  });

  it('has exactly the four main navigation links, marking the current page', () => {
    stubFetch({});
    renderRoute('/websites');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linksOf(nav)).toEqual(MAIN_LINKS);
    expect(within(nav).getByRole('link', { name: 'Websites' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens a mobile menu with the same links, which closes after choosing one', async () => {
    stubFetch({});
    const { router } = renderRoute('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(linksOf(mobileNav)).toEqual(MAIN_LINKS);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(mobileNav).getByRole('link', { name: 'Scammed?' }));
    expect(router.state.location.pathname).toBe('/scammed');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('offers a sign-in link to a signed-out visitor and no account menu', async () => {
    stubFetch({});
    renderRoute('/');
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(header.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows an admin the account menu with Profile, Admin Panel and Logout', async () => {
    stubFetch({ '/api/user': () => jsonResponse({ name: 'ada', email: 'ada@example.com', role: 'admin' }) });
    renderRoute('/');
    const menuButton = await screen.findByRole('button', { name: 'Account menu' }, PAGE_LOAD);
    expect(menuButton).toHaveTextContent('A');
    await userEvent.click(menuButton);
    const menu = within(screen.getByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('hides the Admin Panel link from a signed-in non-admin', async () => {
    stubFetch({ '/api/user': () => jsonResponse({ email: 'bob@example.com', role: 'user' }) });
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }, PAGE_LOAD));
    const menu = within(screen.getByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('has a theme toggle with an accessible name', () => {
    stubFetch({});
    renderRoute('/');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
  });
});
