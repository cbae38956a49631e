// Finds and launches Chromium for the end-to-end tests (Debian's /usr/bin/chromium unless overridden).
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

export function findChromium(): string | null {
  const candidates = [
    process.env.PUPPETEER_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

/** Outside CI a missing browser skips the suite with a message; in CI it is a failure. */
export function chromiumOrSkipReason(): { executablePath: string } | { skipReason: string } {
  const executablePath = findChromium();
  if (executablePath) return { executablePath };
  const reason = 'Chromium not found (set PUPPETEER_EXECUTABLE_PATH or apt-get install chromium)';
  if (process.env.CI === 'true') throw new Error(`${reason}; end-to-end tests cannot be skipped in CI.`);
  console.warn(`End-to-end tests skipped: ${reason}.`);
  return { skipReason: reason };
}

export async function launchChromium(executablePath: string, extraArgs: string[] = []): Promise<Browser> {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      ...(isRoot ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}
