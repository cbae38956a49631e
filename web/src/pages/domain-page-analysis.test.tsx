import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { buildReport } from '../test/report-factory';
import { PAGE_LOAD, renderRoute } from '../test/render-route';

describe('result page: analysing, rescanning and refusals', () => {
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

  const refused = () =>
    jsonResponse(
      { error: { code: 'RATE_LIMITED', message: 'Rate limit exceeded. Please try again in 600 seconds.' } },
      429,
    );
  const analyzeCalls = (requests: { method: string; url: string }[]) =>
    requests.filter((request) => request.method === 'POST' && request.url.includes('/api/analyze'));

  it("'Try Again' after a refused first analysis puts the offer back, ready, without sending again", async () => {
    const requests = stubFetch({
      '/api/domain/fresh.example': () => new Response('{"error":{"code":"NOT_FOUND"}}', { status: 404 }),
      '/api/analyze': refused,
    });
    renderRoute('/domain/fresh.example');
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze fresh.example' }, PAGE_LOAD));
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Rate Limit Exceeded');
    expect(card).toHaveTextContent('Please try again in 600 seconds.');
    await userEvent.click(within(card).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const offer = screen.getByRole('button', { name: 'Analyze fresh.example' });
    expect(offer).toBeEnabled();
    expect(offer).toHaveFocus();
    expect(analyzeCalls(requests)).toHaveLength(1);
  });

  it("'Try Again' after a refused rescan leaves the report as it was, without sending again", async () => {
    const requests = stubFetch({
      '/api/domain/example.com': () => jsonResponse(buildReport({ score: 82, cached: true })),
      '/api/analyze': refused,
    });
    renderRoute('/domain/example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Rescan' }, PAGE_LOAD));
    const card = await screen.findByRole('alert');
    await userEvent.click(within(card).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Rescan' })).toBeEnabled();
    expect(screen.getByRole('img', { name: /Trust score 82 out of 100/ })).toBeInTheDocument();
    expect(analyzeCalls(requests)).toHaveLength(1);
  });

  it('explains a report that could not be loaded in words, never the raw answer', async () => {
    stubFetch({
      '/api/domain/example.com': () => new Response('<html><body>Bad gateway</body></html>', { status: 502 }),
    });
    renderRoute('/domain/example.com');
    const card = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(card).toHaveTextContent('The report could not be loaded');
    expect(card).toHaveTextContent('had a problem on its side');
    expect(card.textContent).not.toMatch(/502|<|html/);
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
