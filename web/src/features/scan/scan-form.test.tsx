import { DOMAIN_INPUT_MESSAGES, emptyReportFacts } from '@scamcheck/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { ScanForm } from './scan-form';

function report(domain: string) {
  return {
    domain,
    unicodeDomain: domain,
    registrableDomain: domain,
    url: null,
    score: 82,
    band: 'trusted',
    threatLevel: 'safe',
    summary: 'Nothing suspicious.',
    findings: [],
    facts: emptyReportFacts(),
    checks: [],
    lookalike: null,
    hardFail: null,
    evidence: { harm: 0, establishment: 25 },
    createdAt: '2025-01-02T03:04:05.000Z',
    engineVersion: '1.2.2',
    id: 'r1',
    cached: false,
  };
}

const input = () => screen.getByRole('textbox', { name: 'Website address or link' });

describe('ScanForm', () => {
  it('asks for a domain when submitted empty, without calling the server', async () => {
    const requests = stubFetch({});
    renderWithProviders(<ScanForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze URL' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a domain or URL');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it.each(['not a domain', 'example', 'ftp://example.com', 'http://'])(
    'rejects "%s" with the invalid message',
    async (text) => {
      stubFetch({});
      renderWithProviders(<ScanForm />);
      await userEvent.type(input(), text);
      await userEvent.click(screen.getByRole('button', { name: 'Analyze URL' }));
      expect(screen.getByRole('alert')).toHaveTextContent(DOMAIN_INPUT_MESSAGES.invalid);
    },
  );

  it('clears the message as soon as the visitor edits the field', async () => {
    stubFetch({});
    renderWithProviders(<ScanForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze URL' }));
    await userEvent.type(input(), 'e');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reads 'Analyzing...' and runs the animation while pending, then opens the result page", async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = stubFetch({
      '/api/analyze': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderWithProviders(<ScanForm />);
    await userEvent.type(input(), '  https://Example.com/login  ');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze URL' }));

    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(
      await screen.findByRole('heading', { name: 'Analyzing https://Example.com/login' }),
    ).toBeInTheDocument();
    expect(requests[0]?.body).toBe('{"domain":"https://Example.com/login"}');

    answer(jsonResponse(report('example.com')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/domain/example.com'));
  });

  it.each([
    ['paypal.com', 'Threat level: Safe'],
    ['verify-account.com', 'Threat level: Caution'],
    ['secure-paypa1-login.xyz', 'Threat level: Danger'],
  ])('shows the instant local threat level of %s while the server works', async (domain, level) => {
    stubFetch({ '/api/analyze': () => new Promise<Response>(() => undefined) });
    renderWithProviders(<ScanForm />);
    await userEvent.type(input(), domain);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze URL' }));
    await waitFor(() => expect(screen.getByTestId('threat-level')).toHaveTextContent(level), {
      timeout: 5000,
    });
  });

  it('shows the error card on failure, and Try Again empties the form without sending again', async () => {
    let calls = 0;
    stubFetch({
      '/api/analyze': () => {
        calls += 1;
        return new Response(
          '{"error":{"code":"RATE_LIMITED","message":"Rate limit exceeded. Please try again in 9 seconds."}}',
          { status: 429 },
        );
      },
    });
    renderWithProviders(<ScanForm />);
    await userEvent.type(input(), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze URL' }));

    expect(await screen.findByRole('heading', { name: 'Rate Limit Exceeded' })).toBeInTheDocument();
    expect(screen.getByText(/Please try again in 9 seconds\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze URL' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(calls).toBe(1);
  });

  it('names an HTML answer an Invalid API Response', async () => {
    stubFetch({
      '/api/analyze': () => new Response('<!DOCTYPE html><p>Maintenance</p>', { status: 200 }),
    });
    renderWithProviders(<ScanForm />);
    await userEvent.type(input(), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze URL' }));
    expect(await screen.findByRole('heading', { name: 'Invalid API Response' })).toBeInTheDocument();
  });
});
