// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { quotaWithSameUsage } from '@scamcheck/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteCheck } from '../../src/background/site-check';
import { localSummary } from '../../src/lib/site-summary';
import type { Account, ServerStatusResponse } from '../../src/messaging/protocol';
import { createPopupStore, type PopupSources } from '../../src/popup/popup-store';
import { App } from './App';

afterEach(cleanup);

const reachable: ServerStatusResponse = {
  serverUrl: 'http://localhost:5000',
  reachable: true,
  version: '1.2.2',
};
const signedOut: Account = {
  serverUrl: 'http://localhost:5000',
  user: null,
  quota: quotaWithSameUsage({
    plan: 'free',
    subject: 'address',
    limit: 20,
    used: 3,
    remaining: 17,
    resetInSeconds: 100,
  }),
  localOnly: false,
};

function serverCheck(url: string, score: number): SiteCheck {
  const local = localSummary(url);
  return {
    local,
    server: {
      state: 'ok',
      summary: {
        ...local,
        score,
        band: score >= 70 ? 'trusted' : score >= 40 ? 'caution' : 'suspicious',
        threatLevel: score >= 70 ? 'safe' : score >= 40 ? 'caution' : 'danger',
        source: 'server',
        summary: 'Server says so.',
        flags: ['Registered 3 days ago'],
      },
    },
  };
}

// The tab and the background's answers come from outside the popup; everything after them is real.
function renderPopup(tabUrl: string | undefined, overrides: Partial<PopupSources> = {}) {
  const checks: string[] = [];
  const store = createPopupStore({
    readActiveTab: () => Promise.resolve({ url: tabUrl, id: 1 }),
    readServerUrl: () => Promise.resolve('http://203.0.113.7:8080'),
    requestServerStatus: () => Promise.resolve(reachable),
    checkSite: (url, mode) => {
      checks.push(mode);
      return Promise.resolve(serverCheck(url, 85));
    },
    requestAccount: () => Promise.resolve(signedOut),
    readTrustedSites: () => Promise.resolve([]),
    setSiteTrusted: (host, isTrusted) => Promise.resolve(isTrusted ? [host] : []),
    ...overrides,
  });
  render(<App store={store} />);
  return { checks };
}

async function textOf(testId: string, expected: string) {
  await waitFor(() => expect(screen.getByTestId(testId).textContent).toBe(expected));
}

describe('popup', () => {
  it("shows the current site's score, band, red flags and a link to the full report", async () => {
    renderPopup('https://www.example.com/login?next=/account');
    await textOf('current-host', 'www.example.com');
    await textOf('site-score', '85');
    expect(screen.getByTestId('site-band').textContent).toBe('Trusted');
    expect(screen.getByText('Registered 3 days ago')).toBeTruthy();
    const report = screen.getByRole('link', { name: 'Full report' });
    expect(report.getAttribute('href')).toBe('http://localhost:5000/domain/example.com');
    expect(screen.getByRole('button', { name: 'Rescan' })).toBeTruthy();
  });

  it('asks for the stored report, else a new analysis, when it opens (the badge only ever reads)', async () => {
    const { checks } = renderPopup('https://shop.example/');
    await textOf('site-score', '85');
    expect(checks).toEqual(['auto']);
  });

  it('does not score the ScamCheck site it uses, and says why', async () => {
    const { checks } = renderPopup('http://203.0.113.7:8080/domain/example.com');
    await waitFor(() =>
      expect(
        screen.getByText('This is the ScamCheck site this extension uses, so it is not scored.'),
      ).toBeTruthy(),
    );
    expect(screen.queryByTestId('site-score')).toBeNull();
    expect(checks).toEqual([]);
  });

  it('shows the offline score and "Did you mean" for a lookalike before any server report', async () => {
    const url = 'https://paypa1.com/signin';
    renderPopup(url, {
      checkSite: () => Promise.resolve({ local: localSummary(url), server: { state: 'not-analysed' } }),
    });
    await textOf('site-score', String(localSummary(url).score));
    expect(screen.getByTestId('lookalike').textContent).toBe('Did you mean paypal.com?');
    expect(screen.getByText('Offline check (from the address only)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Analyze now' })).toBeTruthy();
  });

  it("runs an analysis on 'Analyze now' and shows the server's score", async () => {
    const url = 'https://shop.example/';
    let analysed = false;
    renderPopup(url, {
      checkSite: (_url, mode) => {
        if (mode === 'analyze') analysed = true;
        return Promise.resolve(
          analysed ? serverCheck(url, 33) : { local: localSummary(url), server: { state: 'not-analysed' } },
        );
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Analyze now' }));
    await textOf('site-score', '33');
    expect(screen.getByTestId('site-band').textContent).toBe('Suspicious');
  });

  it("uses the spec's rate-limit wording", async () => {
    const url = 'https://shop.example/';
    renderPopup(url, {
      checkSite: () =>
        Promise.resolve({
          local: localSummary(url),
          server: { state: 'failed', failure: { kind: 'rate-limited', retryAfterSeconds: 30 } },
        }),
    });
    await textOf(
      'server-note',
      'Rate Limit ExceededThe analysis provider is limiting requests. Please try again in 30 seconds.',
    );
  });

  it('says when the server is offline', async () => {
    const url = 'https://shop.example/';
    renderPopup(url, {
      checkSite: () =>
        Promise.resolve({
          local: localSummary(url),
          server: { state: 'failed', failure: { kind: 'offline', reason: 'network-error' } },
        }),
    });
    await waitFor(() =>
      expect(screen.getByTestId('server-note').textContent).toContain('ScamCheck server offline'),
    );
  });

  it('says nothing was sent in "local checks only" mode, and offers no analysis', async () => {
    const url = 'https://shop.example/';
    renderPopup(url, {
      checkSite: () => Promise.resolve({ local: localSummary(url), server: { state: 'local-only' } }),
      requestAccount: () => Promise.resolve({ ...signedOut, quota: null, localOnly: true }),
    });
    await waitFor(() => expect(screen.getByTestId('server-note').textContent).toContain('Local checks only'));
    expect(screen.queryByRole('button', { name: 'Analyze now' })).toBeNull();
  });

  it('shows the quota left and a sign-in link when signed out', async () => {
    renderPopup('https://shop.example/');
    await textOf('quota', '17 of 20 analyses left this hour');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      'http://localhost:5000/login',
    );
  });

  it.each([
    ['opening the popup on a site with no stored report', null],
    ['Rescan', 'Rescan'],
  ])('shows what is left of the allowance after %s analyses the site', async (_label, button) => {
    let remaining = 17;
    const accountWith = (left: number): Account => ({
      ...signedOut,
      quota: quotaWithSameUsage({
        plan: 'free',
        subject: 'address',
        limit: 20,
        used: 20 - left,
        remaining: left,
        resetInSeconds: 100,
      }),
    });
    renderPopup('https://shop.example/', {
      // The server spends one check per analysis; the account line is read from it each time.
      checkSite: (url) => {
        remaining -= 1;
        return Promise.resolve(serverCheck(url, 85));
      },
      requestAccount: () => Promise.resolve(accountWith(remaining)),
    });
    await textOf('quota', '16 of 20 analyses left this hour');
    if (button !== null) {
      fireEvent.click(await screen.findByRole('button', { name: button }));
      await textOf('quota', '15 of 20 analyses left this hour');
    }
  });

  it('shows who is signed in on the site', async () => {
    renderPopup('https://shop.example/', {
      requestAccount: () =>
        Promise.resolve({ ...signedOut, user: { email: 'ann@example.com', name: 'Ann', plan: 'premium' } }),
    });
    await textOf('account', 'Signed in as Ann (Premium plan)');
  });

  it.each([
    'chrome://newtab/',
    'about:newtab',
    'chrome-extension://molajlfhffjpfggcbidfnbaelkhankdp/popup.html',
    undefined,
  ])('says %s cannot be checked, and asks the background nothing about it', async (url) => {
    const { checks } = renderPopup(url);
    await textOf('current-host', 'This page cannot be checked.');
    expect(checks).toEqual([]);
  });

  it('trusts the site when asked', async () => {
    renderPopup('https://www.shop.example/');
    const box = await screen.findByRole('checkbox', { name: 'Trust this site (no warning banner)' });
    fireEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
  });

  it('renders a hostile server answer as text, never as markup', async () => {
    const url = 'https://shop.example/';
    const check = serverCheck(url, 10);
    if (check.server.state === 'ok') check.server.summary.flags = ['<img src=x onerror=alert(1)>'];
    renderPopup(url, { checkSite: () => Promise.resolve(check) });
    await screen.findByText('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
