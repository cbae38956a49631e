/** The options page's state: the stored settings, the trusted sites and whether all-sites access is granted. */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { hostPermissionFor, normaliseServerUrl } from '../config/server-url';
import type { Settings } from '../lib/settings';
import type { ServerStatusResponse } from '../messaging/protocol';

export type OptionsSources = {
  readSettings: () => Promise<Settings>;
  updateSettings: (change: Partial<Settings>) => Promise<Settings>;
  readTrustedSites: () => Promise<string[]>;
  setSiteTrusted: (host: string, isTrusted: boolean) => Promise<string[]>;
  hasAllSitesAccess: () => Promise<boolean>;
  /** Must run inside the click that asked for it (browsers require a user gesture). */
  requestAccess: (origins: string[]) => Promise<boolean>;
  packagedServerUrl: string;
  /** Whether the configured server answers, asked of the background as the popup does. */
  requestServerStatus: () => Promise<ServerStatusResponse>;
};

export const SERVER_URL_INVALID = 'Please enter an http:// or https:// address.';
export const SERVER_ACCESS_REFUSED =
  'ScamCheck needs access to that server to use it. The address was not saved.';

export type OptionsState = {
  settings: Settings | undefined;
  trustedSites: string[];
  hasAllSitesAccess: boolean;
  /** The last save's outcome, shown next to the server field. */
  serverMessage: string | null;
  /** The configured server's state; undefined while it is being asked. */
  server: ServerStatusResponse | undefined;
  load: () => Promise<void>;
  change: (change: Partial<Omit<Settings, 'serverUrl'>>) => Promise<void>;
  saveServerUrl: (raw: string) => Promise<void>;
  enableWarnings: () => Promise<void>;
  untrust: (host: string) => Promise<void>;
};

export type OptionsStore = StoreApi<OptionsState>;

export function createOptionsStore(sources: OptionsSources): OptionsStore {
  return createStore<OptionsState>()((set) => ({
    settings: undefined,
    trustedSites: [],
    hasAllSitesAccess: false,
    serverMessage: null,
    server: undefined,
    load: async () => {
      const [settings, trustedSites, hasAllSitesAccess] = await Promise.all([
        sources.readSettings(),
        sources.readTrustedSites(),
        sources.hasAllSitesAccess(),
      ]);
      set({ settings, trustedSites, hasAllSitesAccess });
      set({ server: await sources.requestServerStatus() });
    },
    change: async (change) => {
      set({ settings: await sources.updateSettings(change) });
    },
    saveServerUrl: async (raw) => {
      const serverUrl = raw.trim() === '' ? sources.packagedServerUrl : normaliseServerUrl(raw);
      if (serverUrl === undefined) {
        set({ serverMessage: SERVER_URL_INVALID });
        return;
      }
      // Only the packaged server is in the manifest; another one needs the user's grant first.
      const isPackagedServer = hostPermissionFor(serverUrl) === hostPermissionFor(sources.packagedServerUrl);
      if (!isPackagedServer && !(await sources.requestAccess([hostPermissionFor(serverUrl)]))) {
        set({ serverMessage: SERVER_ACCESS_REFUSED });
        return;
      }
      set({
        settings: await sources.updateSettings({ serverUrl }),
        serverMessage: `Saved: ${serverUrl}`,
        server: undefined,
      });
      set({ server: await sources.requestServerStatus() });
    },
    enableWarnings: async () => {
      const granted = await sources.requestAccess(['*://*/*']);
      set({ hasAllSitesAccess: granted });
      if (granted) set({ settings: await sources.updateSettings({ warnings: true }) });
    },
    untrust: async (host) => {
      set({ trustedSites: await sources.setSiteTrusted(host, false) });
    },
  }));
}
