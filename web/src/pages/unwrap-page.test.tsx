import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { buildReport } from '../test/report-factory';
import { PAGE_LOAD, renderRoute } from '../test/render-route';

describe('/unwrap', () => {
  it('refuses anything but a full http(s) link, with the shared messages', async () => {
    const requests = stubFetch({});
    renderRoute('/unwrap');
    const input = await screen.findByRole('textbox', { name: 'Link to unwrap' }, PAGE_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Unwrap' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a link');
    await userEvent.type(input, 'bit.ly/x');
    await userEvent.click(screen.getByRole('button', { name: 'Unwrap' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a full link starting with http:// or https://',
    );
    expect(requests.filter((request) => request.url === '/api/unwrap')).toHaveLength(0);
  });

  it('shows each hop and the final destination, then analyses the final domain', async () => {
    stubFetch({
      '/api/unwrap': () =>
        jsonResponse({
          url: 'https://bit.ly/x',
          hops: [
            { url: 'https://bit.ly/x', status: 301, location: 'https://tracker.example/r' },
            { url: 'https://tracker.example/r', status: 302, location: 'https://shop.example/deal' },
            { url: 'https://shop.example/deal', status: 200, location: null },
          ],
          finalUrl: 'https://shop.example/deal',
          usedShortener: true,
          stoppedReason: null,
        }),
      '/api/analyze': () =>
        jsonResponse(buildReport({ domain: 'shop.example', unicodeDomain: 'shop.example' })),
    });
    const { router } = renderRoute('/unwrap');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Link to unwrap' }, PAGE_LOAD),
      'https://bit.ly/x',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unwrap' }));

    const chain = await screen.findByRole('list', { name: 'Redirect chain' });
    expect([...chain.querySelectorAll(':scope > li')].map((hop) => hop.textContent)).toEqual([
      '1.301https://bit.ly/x',
      '2.302https://tracker.example/r',
      '3.200https://shop.example/deal',
    ]);
    expect(screen.getByText('The link went through a URL shortener.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Analyze shop.example' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/domain/shop.example'));
  });

  it("'Try Again' on a failed unwrap empties the box and puts the cursor in it, sending nothing", async () => {
    const requests = stubFetch({
      '/api/unwrap': () =>
        jsonResponse({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The link did not answer.' } }, 502),
    });
    renderRoute('/unwrap');
    const input = await screen.findByRole('textbox', { name: 'Link to unwrap' }, PAGE_LOAD);
    await userEvent.type(input, 'https://bit.ly/x');
    await userEvent.click(screen.getByRole('button', { name: 'Unwrap' }));
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('The link did not answer.');
    expect(card.textContent).not.toContain('{');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(requests.filter((request) => request.url.endsWith('/api/unwrap'))).toHaveLength(1);
  });
});
