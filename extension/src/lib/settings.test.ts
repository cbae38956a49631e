import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SERVER_URL } from '../config/server-url';
import {
  PACKAGED_SERVER_URL,
  DEFAULT_SETTINGS,
  getServerUrl,
  getSettings,
  getTrustedSites,
  setSiteTrusted,
  updateSettings,
} from './settings';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('settings', () => {
  it('starts with automatic checks and warnings on, sending hosts to the build-time server', async () => {
    expect(PACKAGED_SERVER_URL).toBe(DEFAULT_SERVER_URL); // tests build without WXT_SERVER_URL
    expect(await getSettings()).toEqual({
      serverUrl: null,
      autoCheck: true,
      warnings: true,
      localOnly: false,
    });
    expect(await getServerUrl()).toBe(DEFAULT_SERVER_URL);
  });

  it('keeps changes in storage under "settings"', async () => {
    await updateSettings({ localOnly: true, serverUrl: 'https://ScamCheck.example/' });
    expect(await getSettings()).toMatchObject({ localOnly: true, serverUrl: 'https://scamcheck.example' });
    expect(await getServerUrl()).toBe('https://scamcheck.example');
    const stored = await browser.storage.local.get('settings');
    expect(stored['settings']).toMatchObject({ localOnly: true });
  });

  it('refuses a server address that is not an http(s) URL', async () => {
    await expect(updateSettings({ serverUrl: 'javascript:alert(1)' })).rejects.toThrow('http(s) URL');
    expect(await getServerUrl()).toBe(DEFAULT_SERVER_URL);
  });

  it('falls back field by field when stored values are corrupt', async () => {
    await browser.storage.local.set({ settings: { serverUrl: 42, autoCheck: false, warnings: 'yes' } });
    expect(await getSettings()).toEqual({ ...DEFAULT_SETTINGS, autoCheck: false });
    await browser.storage.local.set({ settings: 'garbage' });
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps the trusted sites sorted and without duplicates', async () => {
    await setSiteTrusted('b.example', true);
    await setSiteTrusted('a.example', true);
    await setSiteTrusted('b.example', true);
    expect(await getTrustedSites()).toEqual(['a.example', 'b.example']);
    await setSiteTrusted('a.example', false);
    expect(await getTrustedSites()).toEqual(['b.example']);
  });
});
