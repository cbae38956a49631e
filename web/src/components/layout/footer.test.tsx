import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDebugLogStore } from '../../stores/debug-log-store';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const recent = (domain: string, score: number, id = domain) => ({
  id,
  domain,
  score,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const footer = () => within(screen.getByRole('contentinfo'));

describe('footer', () => {
  it('links to the secondary pages', () => {
    stubFetch({ '/api/domains/recent': () => jsonResponse([]) });
    renderRoute('/');
    const links = within(screen.getByRole('navigation', { name: 'Footer' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['About', '/about'],
      ['URL Unwrapper', '/unwrap'],
      ['API docs', '/api'],
      ['scanned sites', '/websites'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ]);
  });

  it('shows the app version with the current date', () => {
    stubFetch({ '/api/domains/recent': () => jsonResponse([]) });
    renderRoute('/');
    const today = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date());
    expect(footer().getByText(`ScamCheck v1.2.2 · ${today}`)).toBeInTheDocument();
  });

  it('says no domains were analyzed when the recent list is empty', async () => {
    stubFetch({ '/api/domains/recent': () => jsonResponse([]) });
    renderRoute('/');
    expect(await footer().findByText('No domains analyzed yet')).toBeInTheDocument();
  });

  it('says the same when the recent call fails', async () => {
    stubFetch({ '/api/domains/recent': () => new Response('', { status: 500 }) });
    renderRoute('/');
    expect(await footer().findByText('No domains analyzed yet')).toBeInTheDocument();
  });

  it('shows only the first 3 of 5 recent analyses, each linking to its result page with a banded score', async () => {
    stubFetch({
      '/api/domains/recent': () =>
        jsonResponse([
          recent('good.example', 92),
          recent('meh.example', 55),
          recent('bad.example', 12),
          recent('fourth.example', 80),
          recent('fifth.example', 80),
        ]),
    });
    renderRoute('/');
    const section = within(await footer().findByRole('region', { name: 'Recent analyses' }));
    await section.findByRole('link', { name: 'good.example' });
    expect(section.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/domain/good.example',
      '/domain/meh.example',
      '/domain/bad.example',
    ]);
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'good.example92 Trusted',
      'meh.example55 Caution',
      'bad.example12 Suspicious',
    ]);
  });

  it('has a debug log panel showing captured console lines, which can be cleared', async () => {
    stubFetch({ '/api/domains/recent': () => jsonResponse([]) });
    useDebugLogStore.getState().append([{ time: new Date(), level: 'warn', text: 'quota almost used' }]);
    renderRoute('/');
    const toggle = footer().getByRole('button', { name: 'Debug log' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = within(footer().getByRole('region', { name: 'Debug log' }));
    expect(panel.getByText(/quota almost used/)).toHaveTextContent('[warn] quota almost used');

    await userEvent.click(panel.getByRole('button', { name: 'Clear' }));
    expect(panel.queryByText(/quota almost used/)).not.toBeInTheDocument();
  });
});
