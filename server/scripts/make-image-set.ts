// Renders the labelled development set of screenshots (scam and honest messages, kept as data in
// image-set/samples/*.json and drawn as HTML by image-set/layouts.ts) with Chromium, for `pnpm eval:images`. Usage: pnpm --filter @scamcheck/server make:image-set [outDir]
// (default <repo>/tmp/image-set, which git ignores). `--holdout`, `--fresh` and `--final` render the other
// sets, each written separately, into tmp/image-set-<name>; `--fixtures` writes the few committed test
// images.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { renderSample, type Sample } from './image-set/layouts';
import { loadSampleSet, type SetName } from './image-set/sample-sets';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const FIXTURE_DIR = resolve(import.meta.dirname, '..', 'test-fixtures', 'images');
/** Small, committed: the API and end-to-end tests upload these. */
const FIXTURES: Record<string, { label: 'scam' | 'benign'; id: string }> = {
  'scam-toll-sms.png': { label: 'scam', id: 'sms-toll-ezpass' },
  'scam-tech-support-popup.jpg': { label: 'scam', id: 'popup-windows-locked' },
  'benign-dinner-sms.png': { label: 'benign', id: 'sms-friend-dinner' },
};

function findChromium(): string {
  const candidates = [
    process.env.PUPPETEER_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (found === undefined) throw new Error('Chromium not found: set PUPPETEER_EXECUTABLE_PATH');
  return found;
}

async function screenshot(browser: Browser, sample: Sample, type: 'png' | 'jpeg'): Promise<Uint8Array> {
  const { html, viewport } = renderSample(sample);
  const page = await browser.newPage();
  try {
    await page.setViewport(viewport);
    await page.setContent(html, { waitUntil: 'load' });
    return await page.screenshot({ type, ...(type === 'jpeg' ? { quality: 80 } : {}) });
  } finally {
    await page.close();
  }
}

async function renderSet(browser: Browser, outDir: string, name: SetName): Promise<number> {
  let count = 0;
  const set = loadSampleSet(name);
  const sets = [
    ['scam', set.scam],
    ['benign', set.benign],
  ] as const;
  for (const [label, samples] of sets) {
    await mkdir(join(outDir, label), { recursive: true });
    for (const [index, [id, sample]] of Object.entries(samples).entries()) {
      // Every fourth image as JPEG: people send both, and compression changes what OCR sees.
      const type = index % 4 === 3 ? 'jpeg' : 'png';
      await writeFile(
        join(outDir, label, `${id}.${type === 'jpeg' ? 'jpg' : 'png'}`),
        await screenshot(browser, sample, type),
      );
      count += 1;
    }
  }
  return count;
}

async function renderFixtures(browser: Browser): Promise<number> {
  await mkdir(FIXTURE_DIR, { recursive: true });
  const dev = loadSampleSet('dev');
  for (const [file, { label, id }] of Object.entries(FIXTURES)) {
    const sample = dev[label][id];
    if (sample === undefined) throw new Error(`Unknown sample ${id}`);
    await writeFile(
      join(FIXTURE_DIR, file),
      await screenshot(browser, sample, file.endsWith('.jpg') ? 'jpeg' : 'png'),
    );
  }
  return Object.keys(FIXTURES).length;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const isFixtures = args.includes('--fixtures');
  const name: SetName =
    (['holdout', 'fresh', 'final'] as const).find((set) => args.includes(`--${set}`)) ?? 'dev';
  const defaultDir = join(REPO_ROOT, 'tmp', name === 'dev' ? 'image-set' : `image-set-${name}`);
  const outDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? defaultDir);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      ...(isRoot ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const count = isFixtures ? await renderFixtures(browser) : await renderSet(browser, outDir, name);
    console.log(`Wrote ${count} images to ${isFixtures ? FIXTURE_DIR : outDir}`);
  } finally {
    await browser.close();
  }
}

await main();
