// The setup every website suite repeats: the built server on a free port and one Chromium, started
// before the suite's tests and stopped after them. Call it inside a describe that is skipped when
// Chromium is missing (see chromiumOrSkipReason).
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { startServer, type RunningServer } from './server';

export type ServerAndBrowser = { readonly server: RunningServer; readonly browser: Browser };

export function useServerAndBrowser(
  chromium: { executablePath: string } | { skipReason: string },
  env: Record<string, string> = {},
): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    if (!('executablePath' in chromium)) return;
    server = await startServer(env);
    browser = await launchChromium(chromium.executablePath);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // Read lazily: the values exist only once beforeAll has run.
  return {
    get server() {
      if (server === undefined) throw new Error('the server is not started (used outside a test?)');
      return server;
    },
    get browser() {
      if (browser === undefined) throw new Error('Chromium is not started (used outside a test?)');
      return browser;
    },
  };
}
