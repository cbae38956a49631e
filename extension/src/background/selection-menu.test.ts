import { MESSAGE_INPUT_MESSAGES, MESSAGE_MAX_CHARS } from '@scamcheck/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCheckResult } from '../lib/check-result';
import { updateSettings } from '../lib/settings';
import { menuDeps, messageRequestsTo, SMS, startMenuTest } from '../testing/menu-test';
import type { ScamCheckServer } from '../testing/scamcheck-server';
import { handleMenuClick, MENU_IDS } from './menus';
import { LOCAL_ONLY_MESSAGE_MESSAGE } from './selection-check';

let server: ScamCheckServer;
const opened: string[] = [];
const deps = () => menuDeps(opened);

beforeEach(async () => {
  server = await startMenuTest(opened);
});
afterEach(() => server.close());

const clickSelection = (selectionText: string, pageUrl = 'https://mail.google.com/mail/u/0/') =>
  handleMenuClick({ menuItemId: MENU_IDS.selection, selectionText, pageUrl }, deps());

const messageRequests = () => messageRequestsTo(server);

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
