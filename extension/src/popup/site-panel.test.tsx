// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteCheck } from '../background/site-check';
import { localSummary, serverSummary } from '../lib/site-summary';
import { reportFor } from '../testing/scamcheck-server';
import { SitePanel, type SitePanelProps } from './site-panel';

afterEach(cleanup);

function renderPanel(check: SiteCheck) {
  const props: SitePanelProps = {
    page: { kind: 'checkable', url: `https://${check.local.host}/`, host: check.local.host },
    check,
    busy: null,
    serverUrl: 'http://localhost:5000',
    isTrusted: false,
    onAnalyze: () => undefined,
    onTrust: () => undefined,
  };
  render(<SitePanel {...props} />);
}

describe('the popup verdict', () => {
  it('names a Caution site without evidence either way "Not known yet", in grey, not as a warning', () => {
    const report = { ...reportFor('quiet-shop.example', 50), threatLevel: 'unknown' as const, findings: [] };
    renderPanel({
      local: localSummary('https://quiet-shop.example/'),
      server: { state: 'ok', summary: serverSummary(report) },
    });
    const band = screen.getByTestId('site-band');
    expect(band.textContent).toBe('Not known yet');
    expect(band.className).toContain('band--unknown');
    expect(screen.getByTestId('no-evidence').textContent).toContain('No evidence either way');
    expect(screen.queryByText('Caution')).toBeNull();
    expect(screen.queryByText('Red flags:')).toBeNull();
  });

  it('still names a Caution site with warning signs Caution', () => {
    renderPanel({
      local: localSummary('https://risky.example/'),
      server: { state: 'ok', summary: serverSummary(reportFor('risky.example', 55)) },
    });
    expect(screen.getByTestId('site-band').textContent).toBe('Caution');
    expect(screen.getByTestId('site-band').className).toContain('band--caution');
    expect(screen.queryByTestId('no-evidence')).toBeNull();
  });
});
