import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SERVER_URL } from '../config/server-url';
import { BUILD_SERVER_URL, getServerUrl, SERVER_URL_STORAGE_KEY } from './settings';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('getServerUrl', () => {
  it('uses the build-time server when nothing is stored', async () => {
    expect(BUILD_SERVER_URL).toBe(DEFAULT_SERVER_URL); // tests build without WXT_SERVER_URL
    expect(await getServerUrl()).toBe(DEFAULT_SERVER_URL);
  });

  it('uses the server stored under "serverUrl", normalised', async () => {
    await browser.storage.local.set({ [SERVER_URL_STORAGE_KEY]: 'https://scamcheck.example/' });
    expect(await getServerUrl()).toBe('https://scamcheck.example');
  });

  it.each([['javascript:alert(1)'], ['scamcheck.example'], [42], [{ url: 'https://scamcheck.example' }]])(
    'ignores a stored value that is not an http(s) URL: %j',
    async (value) => {
      await browser.storage.local.set({ [SERVER_URL_STORAGE_KEY]: value });
      expect(await getServerUrl()).toBe(DEFAULT_SERVER_URL);
    },
  );
});
