import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_MESSAGES } from '@scamcheck/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCheckResult } from '../lib/check-result';
import { installFakeContextMenus } from '../testing/fake-apis';
import { updateSettings } from '../lib/settings';
import { startLoopbackServer, type LoopbackServer } from '../testing/loopback-server';
import { menuDeps, messageRequestsTo, SMS, startMenuTest } from '../testing/menu-test';
import { reportFor, type ScamCheckServer } from '../testing/scamcheck-server';
import { handleMenuClick, MENU_IDS, registerContextMenus } from './menus';
import { LOCAL_ONLY_IMAGE_MESSAGE } from './right-click-checks';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

let server: ScamCheckServer;
let images: LoopbackServer;
const opened: string[] = [];
const deps = () => menuDeps(opened);

beforeEach(async () => {
  server = await startMenuTest(opened);
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
    await expect.poll(() => messageRequestsTo(server).length).toBe(1);
  });

  it('does not duplicate the entries when the background starts again', async () => {
    const menus = installFakeContextMenus();
    registerContextMenus(deps());
    await expect.poll(() => menus.items.size).toBe(3);
    registerContextMenus(deps());
    await expect.poll(() => menus.items.size).toBe(3);
  });
});
