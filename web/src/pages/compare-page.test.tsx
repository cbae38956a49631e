import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { buildReport } from '../test/report-factory';
import { PAGE_LOAD, renderRoute } from '../test/render-route';

describe('/compare', () => {
  it('puts two sites side by side, analysing one that was never checked', async () => {
    const requests = stubFetch({
      '/api/domain/paypal.com': () =>
        jsonResponse(buildReport({ domain: 'paypal.com', unicodeDomain: 'paypal.com', score: 95 })),
      '/api/domain/paypa1.com': () => new Response('{"error":{"code":"NOT_FOUND"}}', { status: 404 }),
      '/api/analyze': () =>
        jsonResponse(
          buildReport({
            domain: 'paypa1.com',
            unicodeDomain: 'paypa1.com',
            score: 8,
            band: 'suspicious',
            threatLevel: 'danger',
          }),
        ),
    });
    const { router } = renderRoute('/compare?d=paypal.com');
    const second = await screen.findByRole('textbox', { name: 'Website 2' }, PAGE_LOAD);
    expect(screen.getByRole('textbox', { name: 'Website 1' })).toHaveValue('paypal.com');
    await userEvent.type(second, 'paypa1.com');
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));

    expect(router.state.location.search).toBe('?d=paypal.com&d=paypa1.com');
    const real = await screen.findByRole('article', { name: 'paypal.com' });
    const fake = await screen.findByRole('article', { name: 'paypa1.com' });
    expect(within(real).getByRole('img', { name: /Trust score 95 out of 100: Trusted/ })).toBeInTheDocument();
    expect(
      within(fake).getByRole('img', { name: /Trust score 8 out of 100: Suspicious/ }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('checks every field with the home page rules and allows a third site', async () => {
    stubFetch({});
    renderRoute('/compare');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a third website' }, PAGE_LOAD));
    expect(screen.getByRole('textbox', { name: 'Website 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a third website' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Website 1' }), 'example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Website 2' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Please enter a valid domain name or URL', 'Please enter a domain or URL']);
  });
});
