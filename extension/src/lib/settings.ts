/**
 * The user's choices, kept in browser.storage.local as versioned WXT storage items. Values are parsed on
 * every read, so a corrupt or hand-edited entry falls back to the defaults instead of breaking a feature.
 */
import { z } from 'zod';
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { normaliseServerUrl, serverUrlFromEnv } from '../config/server-url';

/**
 * The server this package was made for: the manifest's homepage_url, which the build sets from WXT_SERVER_URL
 * and a ScamCheck server rewrites in the zip it hands out, together with the host access. Outside a real
 * extension (unit tests) there is no manifest, and the build-time variable is used.
 */
function packagedServerUrl(): string {
  try {
    const fromManifest = normaliseServerUrl(browser.runtime.getManifest().homepage_url);
    if (fromManifest !== undefined) return fromManifest;
  } catch {
    // no manifest to read
  }
  return serverUrlFromEnv(import.meta.env.WXT_SERVER_URL);
}

export const PACKAGED_SERVER_URL = packagedServerUrl();

export const SettingsSchema = z.object({
  /** null: the server the package was made for (PACKAGED_SERVER_URL). */
  serverUrl: z.string().nullable(),
  /** Badge every site on navigation (the offline score always; the server's when allowed). */
  autoCheck: z.boolean(),
  /** Show the in-page warning on sites scoring below 40 (needs the optional all-sites access). */
  warnings: z.boolean(),
  /** Privacy: never send a host (or an image) to the server; only the offline engine runs. */
  localOnly: z.boolean(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  serverUrl: null,
  autoCheck: true,
  warnings: true,
  localOnly: false,
};

export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: 1,
});

/** Hosts the user chose to trust: no warning banner for them (the badge still shows their score). */
export const trustedSitesItem = storage.defineItem<string[]>('local:trustedSites', {
  fallback: [],
  version: 1,
});

// Each field falls back on its own, so one bad value does not reset the others.
const StoredSettingsSchema = z
  .object({
    serverUrl: SettingsSchema.shape.serverUrl.catch(DEFAULT_SETTINGS.serverUrl),
    autoCheck: SettingsSchema.shape.autoCheck.catch(DEFAULT_SETTINGS.autoCheck),
    warnings: SettingsSchema.shape.warnings.catch(DEFAULT_SETTINGS.warnings),
    localOnly: SettingsSchema.shape.localOnly.catch(DEFAULT_SETTINGS.localOnly),
  })
  .catch(DEFAULT_SETTINGS);

export async function getSettings(): Promise<Settings> {
  return StoredSettingsSchema.parse(await settingsItem.getValue());
}

export async function updateSettings(change: Partial<Settings>): Promise<Settings> {
  const next = SettingsSchema.parse({ ...(await getSettings()), ...change });
  if (next.serverUrl !== null) {
    const serverUrl = normaliseServerUrl(next.serverUrl);
    if (serverUrl === undefined) throw new Error('The server address must be an http(s) URL.');
    next.serverUrl = serverUrl === PACKAGED_SERVER_URL ? null : serverUrl;
  }
  await settingsItem.setValue(next);
  return next;
}

/** The server the user configured, or the packaged one when nothing (valid) is stored. */
export function serverUrlOf({ serverUrl }: Settings): string {
  return (serverUrl === null ? undefined : normaliseServerUrl(serverUrl)) ?? PACKAGED_SERVER_URL;
}

export async function getServerUrl(): Promise<string> {
  return serverUrlOf(await getSettings());
}

export async function getTrustedSites(): Promise<string[]> {
  const stored = z.array(z.string()).safeParse(await trustedSitesItem.getValue());
  return stored.success ? stored.data : [];
}

export async function setSiteTrusted(host: string, isTrusted: boolean): Promise<string[]> {
  const others = (await getTrustedSites()).filter((site) => site !== host);
  const next = isTrusted ? [...others, host].sort() : others;
  await trustedSitesItem.setValue(next);
  return next;
}
