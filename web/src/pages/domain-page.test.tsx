import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { buildReport } from '../test/report-factory';
import { PAGE_LOAD, renderRoute } from '../test/render-route';

const suspicious = buildReport({
  domain: 'paypa1-login.com',
  unicodeDomain: 'paypa1-login.com',
  score: 12,
  band: 'suspicious',
  threatLevel: 'danger',
  summary: 'This site imitates PayPal.',
  lookalike: { brand: 'PayPal', officialDomain: 'paypal.com', technique: 'homoglyph' },
  hardFail: { code: 'lookalike-homoglyph', cap: 20 },
  findings: [
    {
      code: 'tld-common',
      category: 'lexical',
      severity: 'info',
      title: 'Common ending',
      evidence: '.com is widely used',
      source: 'tld tiers v1',
      points: 2,
    },
    {
      code: 'lookalike-homoglyph',
      category: 'lookalike',
      severity: 'critical',
      title: 'Looks like paypal.com',
      evidence: 'paypa1 reads as paypal',
      source: 'typosquat (brands v1)',
      points: -50,
    },
    {
      code: 'credential-keywords',
      category: 'lexical',
      severity: 'medium',
      title: 'Login wording in the address',
      evidence: 'login',
      source: 'keywords v1',
      points: -10,
    },
  ],
  checks: [
    { id: 'rdap', status: 'unavailable', detail: 'timed out' },
    { id: 'dns', status: 'ok' },
  ],
});

describe('result page', () => {
  it('shows the gauge, verdict, lookalike hint, grouped findings and unavailable checks', async () => {
    stubFetch({ '/api/domain/paypa1-login.com': () => jsonResponse(suspicious) });
    renderRoute('/domain/paypa1-login.com');
    const main = within(screen.getByRole('main'));
    expect(
      await main.findByRole('img', { name: 'Trust score 12 out of 100: Suspicious' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 1, name: 'paypa1-login.com' })).toBeInTheDocument();
    expect(main.getByText('This site looks like a scam')).toBeInTheDocument();
    expect(main.getByText('This site imitates PayPal.')).toBeInTheDocument();
    expect(main.getByText('Score capped at 20: Looks like paypal.com')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'paypal.com' })).toHaveAttribute('href', '/domain/paypal.com');
    expect(main.getByText(/Did you mean/)).toBeInTheDocument();

    const groups = within(main.getByRole('region', { name: 'Findings' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['Impersonation', 'The address itself']);
    const address = within(main.getByRole('region', { name: 'The address itself' }));
    expect(address.getAllByRole('listitem').map((item) => item.getAttribute('data-code'))).toEqual([
      'credential-keywords',
      'tld-common',
    ]);
    expect(address.getByText('Medium')).toBeInTheDocument();
    expect(address.getByText('login')).toBeInTheDocument();

    const unavailable = within(main.getByRole('region', { name: 'Checks that were unavailable' }));
    expect(unavailable.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Domain registration (RDAP) · unavailable (timed out)',
    ]);
    expect(main.getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/compare?d=paypa1-login.com',
    );
  });

  it('offers to analyse a domain that was never analysed, then shows its report', async () => {
    const requests = stubFetch({
      '/api/domain/fresh.example': () => new Response('{"error":{"code":"NOT_FOUND"}}', { status: 404 }),
      '/api/analyze': () =>
        jsonResponse(buildReport({ domain: 'fresh.example', unicodeDomain: 'fresh.example' })),
    });
    renderRoute('/domain/fresh.example');
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze fresh.example' }, PAGE_LOAD));
    expect(await screen.findByText('No signs of a scam')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toBe('{"domain":"fresh.example"}');
  });

  it('rescans with fresh=1 and shows the new score', async () => {
    const requests = stubFetch({
      '/api/domain/example.com': () => jsonResponse(buildReport({ score: 82, cached: true })),
      '/api/analyze': () => jsonResponse(buildReport({ score: 45, band: 'caution', threatLevel: 'caution' })),
    });
    renderRoute('/domain/example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Rescan' }, PAGE_LOAD));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Trust score 45 out of 100: Caution' })).toBeInTheDocument(),
    );
    expect(requests.some((request) => request.url.endsWith('/api/analyze?fresh=1'))).toBe(true);
  });

  it('says a name that cannot be a domain cannot be analysed, without asking the server', async () => {
    const requests = stubFetch({});
    renderRoute('/domain/not%20a%20domain');
    expect(
      await screen.findByText('This is not a domain name we can analyse.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('/api/domain/'))).toHaveLength(0);
  });
});
