import {
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_MESSAGES,
  MESSAGE_INPUT_MESSAGES,
  MESSAGE_MAX_CHARS,
} from '@scamcheck/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readCheckResult } from '../lib/check-result';
import { updateSettings } from '../lib/settings';
import { installFakeContextMenus } from '../testing/fake-apis';
import { startLoopbackServer, type LoopbackServer } from '../testing/loopback-server';
import { reportFor, startScamCheckServer, type ScamCheckServer } from '../testing/scamcheck-server';
import { handleMenuClick, MENU_IDS, registerContextMenus } from './menus';
import { LOCAL_ONLY_IMAGE_MESSAGE } from './right-click-checks';
import { LOCAL_ONLY_MESSAGE_MESSAGE } from './selection-check';
import { createSiteChecker } from './site-check';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

let server: ScamCheckServer;
let images: LoopbackServer;
const opened: string[] = [];
const deps = () => ({
  checker: createSiteChecker(),
  openResult: (id: string) => {
    opened.push(id);
    return Promise.resolve();
  },
});

beforeEach(async () => {
  fakeBrowser.reset();
  opened.length = 0;
  server = await startScamCheckServer();
  await updateSettings({ serverUrl: server.url });
  images = await startLoopbackServer((request, response) => {
    if (request.url === '/scam.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(PNG);
    } else if (request.url === '/page.html') {
      response.writeHead(200, { 'content-type': 'image/png' }); // lies about its type
      response.end('<!doctype html><script>alert(1)</script>');
    } else if (request.url === '/huge.png') {
      response.writeHead(200, { 'content-type': 'image/png' }); // no length: streamed past the cap
      response.write(PNG);
      response.end(Buffer.alloc(IMAGE_MAX_BYTES));
    } else {
      response.writeHead(404);
      response.end();
    }
  });
});
afterEach(async () => {
  await Promise.all([server.close(), images.close()]);
});

const clickImage = (srcUrl: string) =>
  handleMenuClick({ menuItemId: MENU_IDS.image, srcUrl, pageUrl: 'https://shop.example/' }, deps());

describe('"Check this image for scams"', () => {
  it('opens the result page, posts the image and shows the verdict', async () => {
    const id = await clickImage(`${images.url}/scam.png`);
    expect(opened).toEqual([id]);
    expect(await readCheckResult(id ?? '')).toMatchObject({
      state: 'image',
      subject: 'Image from 127.0.0.1',
      result: { score: 12, isScam: true, redFlags: ['Fake tech support', 'Urgent call to action'] },
    });
    const upload = server.requests.find((r) => r.url === '/api/analyze-image');
    expect(upload?.body.includes(PNG)).toBe(true);
    expect(upload?.headers['x-scamcheck-client']).toBe('extension');
  });

  it('reads data: URLs without any download', async () => {
    const id = await clickImage(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(await readCheckResult(id ?? '')).toMatchObject({
      state: 'image',
      subject: 'Image embedded in a page on shop.example',
    });
  });

  it('refuses something that is not an image, whatever its header says', async () => {
    const id = await clickImage(`${images.url}/page.html`);
    expect(await readCheckResult(id ?? '')).toMatchObject({
      state: 'failed',
      message: IMAGE_UPLOAD_MESSAGES.type,
    });
    expect(server.requests).toEqual([]);
  });

  it('refuses an image over 5 MB without sending it', async () => {
    const id = await clickImage(`${images.url}/huge.png`);
    expect(await readCheckResult(id ?? '')).toMatchObject({
      state: 'failed',
      message: IMAGE_UPLOAD_MESSAGES.size,
    });
    const hugeData = `data:image/png;base64,${Buffer.alloc(IMAGE_MAX_BYTES + 10).toString('base64')}`;
    const second = await clickImage(hugeData);
    expect(await readCheckResult(second ?? '')).toMatchObject({ message: IMAGE_UPLOAD_MESSAGES.size });
    expect(server.requests).toEqual([]);
  });

  it('says so when the image cannot be downloaded', async () => {
    const id = await clickImage(`${images.url}/missing.png`);
    expect(await readCheckResult(id ?? '')).toMatchObject({
      state: 'failed',
      title: 'Image Analysis Failed',
    });
  });

  it("uses the spec's rate-limit wording", async () => {
    server.rateLimitedFor = 42;
    const id = await clickImage(`${images.url}/scam.png`);
    expect(await readCheckResult(id ?? '')).toMatchObject({
      state: 'failed',
      title: 'Rate Limit Exceeded',
      message: 'The analysis provider is limiting requests. Please try again in 42 seconds.',
    });
  });

  it('sends no image in "local checks only" mode', async () => {
    await updateSettings({ localOnly: true });
    const id = await clickImage(`${images.url}/scam.png`);
    expect(await readCheckResult(id ?? '')).toMatchObject({
      state: 'failed',
      message: LOCAL_ONLY_IMAGE_MESSAGE,
    });
    expect(server.requests).toEqual([]);
  });
});

describe('"Check this link"', () => {
  it("shows the score of the link's site", async () => {
    server.reports.set('paypa1.example', reportFor('paypa1.example', 18));
    const id = await handleMenuClick(
      { menuItemId: MENU_IDS.link, linkUrl: 'https://paypa1.example/login?session=abc' },
      deps(),
    );
    expect(await readCheckResult(id ?? '')).toMatchObject({
      state: 'link',
      subject: 'paypa1.example',
      check: { server: { state: 'ok', summary: { score: 18, band: 'suspicious' } } },
    });
  });

  it('refuses links that are not to websites', async () => {
    const id = await handleMenuClick({ menuItemId: MENU_IDS.link, linkUrl: 'javascript:alert(1)' }, deps());
    expect(await readCheckResult(id ?? '')).toMatchObject({
      state: 'failed',
      title: 'This link cannot be checked',
    });
  });
});

const SMS =
  'Royal Mail: your parcel is on hold. Pay the £1.99 fee within 24 hours: https://parcel-fee.top/pay';

const clickSelection = (selectionText: string, pageUrl = 'https://mail.google.com/mail/u/0/') =>
  handleMenuClick({ menuItemId: MENU_IDS.selection, selectionText, pageUrl }, deps());

const messageRequests = () => server.requests.filter((r) => r.url === '/api/analyze-message');

describe('"Check selected text"', () => {
  it('opens the result page, sends the selection as a message and shows the verdict', async () => {
    const id = await clickSelection(SMS);
    expect(opened).toEqual([id]);
    expect(await readCheckResult(id ?? '')).toMatchObject({
      state: 'message',
      // Cut at a word, not mid-link.
      subject: '“Royal Mail: your parcel is on hold. Pay the £1.99 fee within 24 hours:…”',
      result: { verdict: 'scam', score: 6, families: ['delivery-fee'], channel: 'email' },
    });
    const [sent] = messageRequests();
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['x-scamcheck-client']).toBe('extension');
    // Selected on a web mail site: sent as an e-mail.
    expect(JSON.parse(sent?.body.toString('utf8') ?? '')).toEqual({ text: SMS, channel: 'email' });
  });

  it('sends no channel when the page says nothing about where the message came from', async () => {
    await clickSelection('Hi Mum, I lost my phone', 'https://shop.example/');
    expect(JSON.parse(messageRequests()[0]?.body.toString('utf8') ?? '')).toEqual({
      text: 'Hi Mum, I lost my phone',
    });
  });

  it('refuses a blank or over-long selection without sending it', async () => {
    const blank = await clickSelection('  \n ');
    expect(await readCheckResult(blank ?? '')).toMatchObject({
      state: 'failed',
      message: MESSAGE_INPUT_MESSAGES.missing,
    });
    const long = await clickSelection('a'.repeat(MESSAGE_MAX_CHARS + 1));
    expect(await readCheckResult(long ?? '')).toMatchObject({
      state: 'failed',
      message: MESSAGE_INPUT_MESSAGES.tooLong,
    });
    expect(server.requests).toEqual([]);
  });

  it("uses the spec's rate-limit wording", async () => {
    server.rateLimitedFor = 42;
    const id = await clickSelection(SMS);
    expect(await readCheckResult(id ?? '')).toMatchObject({
      state: 'failed',
      title: 'Rate Limit Exceeded',
      message: 'The analysis provider is limiting requests. Please try again in 42 seconds.',
    });
  });

  it('sends nothing in "local checks only" mode', async () => {
    await updateSettings({ localOnly: true });
    const id = await clickSelection(SMS);
    expect(await readCheckResult(id ?? '')).toMatchObject({
      state: 'failed',
      title: 'Local checks only',
      message: LOCAL_ONLY_MESSAGE_MESSAGE,
    });
    expect(server.requests).toEqual([]);
  });
});

describe('registerContextMenus', () => {
  it('adds an image, a link and a selection entry, and runs the check a click asks for', async () => {
    const menus = installFakeContextMenus();
    registerContextMenus(deps());
    await expect.poll(() => menus.items.size).toBe(3);
    expect(menus.items.get(MENU_IDS.image)).toMatchObject({
      title: 'Check this image for scams',
      contexts: ['image'],
    });
    expect(menus.items.get(MENU_IDS.link)).toMatchObject({ title: 'Check this link', contexts: ['link'] });
    expect(menus.items.get(MENU_IDS.selection)).toMatchObject({
      title: 'Check selected text',
      contexts: ['selection'],
    });
    await menus.onClicked.trigger(
      { menuItemId: MENU_IDS.image, srcUrl: `${images.url}/scam.png` },
      undefined,
    );
    await expect.poll(() => server.requests.some((r) => r.url === '/api/analyze-image')).toBe(true);
    await menus.onClicked.trigger({ menuItemId: MENU_IDS.selection, selectionText: SMS }, undefined);
    await expect.poll(() => messageRequests().length).toBe(1);
  });

  it('does not duplicate the entries when the background starts again', async () => {
    const menus = installFakeContextMenus();
    registerContextMenus(deps());
    await expect.poll(() => menus.items.size).toBe(3);
    registerContextMenus(deps());
    await expect.poll(() => menus.items.size).toBe(3);
  });
});
