// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPopupStore } from '../../src/popup/popup-store';
import type { ServerStatusResponse } from '../../src/messaging/protocol';
import { App } from './App';

afterEach(cleanup);

// The tab URL and the background's answer come from outside the popup; everything after them is real.
function renderPopup(tabUrl: string | undefined, server: ServerStatusResponse) {
  const store = createPopupStore({
    readActiveTabUrl: () => Promise.resolve(tabUrl),
    requestServerStatus: () => Promise.resolve(server),
  });
  render(<App store={store} />);
}

const reachable: ServerStatusResponse = {
  serverUrl: 'http://localhost:5000',
  reachable: true,
  version: '1.2.2',
};
const refused: ServerStatusResponse = {
  serverUrl: 'http://localhost:5000',
  reachable: false,
  reason: 'network-error',
};

async function textOf(testId: string, expected: string) {
  await waitFor(() => expect(screen.getByTestId(testId).textContent).toBe(expected));
}

describe('popup', () => {
  it("shows the current tab's host and a reachable server with its version", async () => {
    renderPopup('https://www.example.com/login?next=/account', reachable);
    await textOf('current-host', 'www.example.com');
    await textOf('server-status', 'Server reachable (v1.2.2)');
    expect(screen.getByTestId('server-url').textContent).toBe('http://localhost:5000');
  });

  it.each([
    'chrome://newtab/',
    'about:newtab',
    'chrome-extension://molajlfhffjpfggcbidfnbaelkhankdp/popup.html',
    undefined,
  ])('says %s cannot be checked', async (url) => {
    renderPopup(url, reachable);
    await textOf('current-host', 'This page cannot be checked.');
  });

  it('shows the host while the server is still being checked', async () => {
    const store = createPopupStore({
      readActiveTabUrl: () => Promise.resolve('https://example.com/'),
      requestServerStatus: () => new Promise<ServerStatusResponse>(() => undefined),
    });
    render(<App store={store} />);
    await textOf('current-host', 'example.com');
    expect(screen.getByTestId('server-status').textContent).toBe('Checking the server…');
  });

  it('says when the server is unreachable, and why', async () => {
    renderPopup('https://example.com/', refused);
    await textOf('server-status', 'Server unreachable');
    expect(screen.getByText('Could not connect to it.')).toBeTruthy();
  });

  it('links to the ScamCheck site on the configured server', async () => {
    renderPopup('https://example.com/', { ...reachable, serverUrl: 'https://scamcheck.example' });
    const link = await screen.findByRole('link', { name: 'Open ScamCheck' });
    expect(link.getAttribute('href')).toBe('https://scamcheck.example/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows no trust score, since none has been computed yet', async () => {
    renderPopup('https://example.com/', reachable);
    await textOf('server-status', 'Server reachable (v1.2.2)');
    expect(document.body.textContent).not.toMatch(/score|trusted|suspicious|\d+\s*\/\s*100/i);
  });

  it('renders a hostile server answer as text, never as markup', async () => {
    renderPopup('https://example.com/', { ...reachable, version: '<img src=x onerror=alert(1)>' });
    await textOf('server-status', 'Server reachable (v<img src=x onerror=alert(1)>)');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
