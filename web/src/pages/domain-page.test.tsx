import { screen, within } from '@testing-library/react';
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
  it('shows the gauge, verdict, lookalike hint, evidence of harm and of trust, and what was not checked', async () => {
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
    // The impersonation notice and the lookalike finding both ask "Did you mean paypal.com?" and link to it.
    const officialLinks = main.getAllByRole('link', { name: 'paypal.com' });
    expect(officialLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/domain/paypal.com',
      '/domain/paypal.com',
    ]);
    expect(officialLinks.map((link) => link.parentElement?.textContent)).toEqual([
      'Did you mean paypal.com?',
      'Did you mean paypal.com?',
    ]);

    const harm = within(main.getByRole('region', { name: 'Evidence of harm' }));
    expect(harm.getAllByRole('listitem').map((item) => item.getAttribute('data-code'))).toEqual([
      'lookalike-homoglyph',
      'credential-keywords',
    ]);
    expect(harm.getByText('Medium')).toBeInTheDocument();
    expect(harm.getByText('login')).toBeInTheDocument();
    const trust = within(main.getByRole('region', { name: 'Evidence of trust' }));
    expect(trust.getAllByRole('listitem').map((item) => item.getAttribute('data-code'))).toEqual([
      'tld-common',
    ]);
    expect(trust.getByTestId('finding-label')).toHaveTextContent('Good sign');

    const notChecked = within(main.getByRole('region', { name: 'Not checked' }));
    expect(notChecked.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Registration data — did not answer in time',
    ]);
    expect(main.getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/compare?d=paypa1-login.com',
    );
  });

  it('says plainly that there is no evidence either way, and what could not be checked', async () => {
    const unknown = buildReport({
      domain: 'quiet-shop.example',
      unicodeDomain: 'quiet-shop.example',
      score: 50,
      band: 'caution',
      threatLevel: 'unknown',
      evidence: { harm: 0, establishment: 0 },
      checks: [
        { id: 'rdap', status: 'skipped', detail: 'live checks are off' },
        { id: 'dns', status: 'skipped', detail: 'live checks are off' },
        { id: 'safe-browsing', status: 'skipped', detail: 'not configured' },
        { id: 'popularity', status: 'ok' },
      ],
    });
    stubFetch({ '/api/domain/quiet-shop.example': () => jsonResponse(unknown) });
    renderRoute('/domain/quiet-shop.example');
    const main = within(screen.getByRole('main'));
    expect(
      await main.findByRole(
        'img',
        { name: 'Trust score 50 out of 100: Caution, no evidence either way' },
        PAGE_LOAD,
      ),
    ).toHaveAttribute('data-tone', 'unknown');
    expect(main.getByText('We found no evidence either way')).toBeInTheDocument();
    expect(main.queryByText('Be careful with this site')).not.toBeInTheDocument();
    expect(main.getByTestId('verdict-reason')).toHaveTextContent(
      'Could not be checked: Registration data, DNS records, Google Safe Browsing.',
    );
    expect(main.getByText('We found no evidence of harm.')).toBeInTheDocument();
    expect(main.getByText(/We found no evidence of trust/)).toBeInTheDocument();
    const notChecked = within(main.getByRole('region', { name: 'Not checked' }));
    expect(notChecked.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Registration data — live checks are off',
      'DNS records — live checks are off',
      'Google Safe Browsing — not set up on this server',
    ]);
  });

  it('never shows a Trusted score without the evidence of establishment behind it', async () => {
    const established = buildReport({
      domain: 'paypal.com',
      unicodeDomain: 'paypal.com',
      score: 95,
      facts: { ...buildReport().facts, popularityRank: 120, ageDays: 9500 },
      findings: [
        {
          code: 'popularity-top-1k',
          category: 'popularity',
          severity: 'info',
          title: 'Among the 1,000 most visited sites',
          evidence: 'Rank 120',
          source: 'tranco',
          points: 25,
        },
        {
          code: 'domain-long-established',
          category: 'registration',
          severity: 'info',
          title: 'Domain registered more than 5 years ago',
          evidence: 'paypal.com was registered 26 years ago.',
          source: 'rdap',
          points: 10,
        },
        {
          code: 'brand-official-domain',
          category: 'lexical',
          severity: 'info',
          title: 'Official PayPal domain',
          evidence: "paypal.com is one of PayPal's own domains.",
          source: 'official-domain (brands v1)',
          points: 15,
        },
      ],
    });
    stubFetch({ '/api/domain/paypal.com': () => jsonResponse(established) });
    renderRoute('/domain/paypal.com');
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('No signs of a scam', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(main.getByTestId('verdict-reason')).toHaveTextContent(
      'Trusted because: Popular site (#120) · Official PayPal site · Registered 26 years ago',
    );
    const trust = within(main.getByRole('region', { name: 'Evidence of trust' }));
    expect(trust.getByText('Registered 26 years ago')).toBeInTheDocument();
    expect(trust.getByText('Official PayPal site')).toBeInTheDocument();
    expect(main.queryByRole('region', { name: 'Not checked' })).not.toBeInTheDocument();
  });

  it('shows a scanned link’s own report without putting it in the domain’s place', async () => {
    const linkReport = buildReport({
      domain: 'shop.example',
      unicodeDomain: 'shop.example',
      url: 'https://shop.example/checkout?id=7',
      score: 30,
      band: 'suspicious',
      threatLevel: 'danger',
      evidence: { harm: 40, establishment: 0 },
      findings: [
        {
          code: 'content-password-form-cross-domain',
          category: 'content',
          severity: 'high',
          title: 'Password form sends to another site',
          evidence: 'The form posts to collector.example',
          source: 'page',
          points: -40,
        },
      ],
    });
    const siteReport = buildReport({ domain: 'shop.example', unicodeDomain: 'shop.example', score: 76 });
    const requests = stubFetch({
      '/api/analyze': () => jsonResponse(linkReport),
      '/api/domain/shop.example': () => jsonResponse(siteReport),
    });
    const { router, queryClient } = renderRoute('/');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Website address or link' }, PAGE_LOAD),
      'https://shop.example/checkout?id=7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Analyze URL' }));

    const main = within(screen.getByRole('main'));
    expect(
      await main.findByRole('heading', { level: 1, name: 'https://shop.example/checkout?id=7' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/domain/shop.example');
    expect(main.getByText('Password form sends to another site')).toBeInTheDocument();
    expect(queryClient.getQueryData(['/api/domain/shop.example'])).toBeUndefined();
    expect(requests.some((request) => request.url.includes('/api/domain/'))).toBe(false);

    await userEvent.click(main.getByRole('link', { name: /See the report for the whole site shop.example/ }));
    expect(
      await main.findByRole('img', { name: 'Trust score 76 out of 100: Trusted' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 1, name: 'shop.example' })).toBeInTheDocument();
    expect(main.queryByText('Password form sends to another site')).not.toBeInTheDocument();
  });
});
