import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { buildReport } from '../../test/report-factory';
import { PAGE_LOAD, renderRoute } from '../../test/render-route';

type Screen = 'form' | 'steps' | 'loading' | 'report';

/** What the main area shows right now, as a person would name it. */
function whatIsShown(): Screen {
  const main = document.querySelector('main');
  const text = main?.textContent ?? '';
  if (main?.querySelector('h2#detection-heading')) return 'steps';
  if (main?.querySelector('[aria-labelledby="facts-heading"]')) return 'report';
  if (text.includes('Loading')) return 'loading';
  return 'form';
}

/** Every state the DOM is committed in, from now on (a MutationObserver sees each React commit). */
function recordScreens(): { screens: Screen[]; stop: () => void } {
  const screens: Screen[] = [];
  const note = () => {
    const now = whatIsShown();
    if (screens.at(-1) !== now) screens.push(now);
  };
  const observer = new MutationObserver(note);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  return { screens, stop: () => observer.disconnect() };
}

describe('from the scan form to the result page', () => {
  it('shows the steps card before the submit’s task ends and keeps it until the report replaces it', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = stubFetch({
      'POST /api/analyze': () => new Promise<Response>((resolve) => (answer = resolve)),
      '/api/statistics': () => jsonResponse({}),
    });
    const { router } = renderRoute('/');
    const form = await screen.findByRole('form', { name: 'Analyze a website' }, PAGE_LOAD);
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'shop.example' } });

    const recording = recordScreens();
    fireEvent.submit(form);
    // Before the submit's task ends (so before the browser can paint): the steps card, not the form
    // alone nor a loader. Validation takes a few microtasks.
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
    expect(whatIsShown()).toBe('steps');

    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(whatIsShown()).toBe('steps');
    await act(async () => {
      answer(jsonResponse(buildReport({ domain: 'shop.example', unicodeDomain: 'shop.example' })));
      await Promise.resolve();
    });
    await waitFor(() => expect(whatIsShown()).toBe('report'), PAGE_LOAD);
    recording.stop();
    expect(router.state.location.pathname).toBe('/domain/shop.example');
    // Never the bare form or "Loading…" between the steps and the report.
    expect(recording.screens).toEqual(['steps', 'report']);
  }, 20_000);

  it('on a domain nobody has analysed, goes from the steps straight to the report', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = stubFetch({
      '/api/domain/fresh.example': () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404),
      'POST /api/analyze': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute('/domain/fresh.example');
    const offer = await screen.findByRole('button', { name: 'Analyze fresh.example' }, PAGE_LOAD);
    const recording = recordScreens();
    fireEvent.click(offer);
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(whatIsShown()).toBe('steps');
    await act(async () => {
      answer(jsonResponse(buildReport({ domain: 'fresh.example', unicodeDomain: 'fresh.example' })));
      await Promise.resolve();
    });
    await waitFor(() => expect(whatIsShown()).toBe('report'), PAGE_LOAD);
    recording.stop();
    expect(recording.screens).toEqual(['steps', 'report']);
  }, 20_000);
});
