/** The options page's state: the stored settings, the trusted sites and whether all-sites access is granted. */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { normaliseServerUrl } from '../config/server-url';
import type { Settings } from '../lib/settings';

export type OptionsSources = {
  readSettings: () => Promise<Settings>;
  updateSettings: (change: Partial<Settings>) => Promise<Settings>;
  readTrustedSites: () => Promise<string[]>;
  setSiteTrusted: (host: string, isTrusted: boolean) => Promise<string[]>;
  hasAllSitesAccess: () => Promise<boolean>;
  /** Must run inside the click that asked for it (browsers require a user gesture). */
  requestAccess: (origins: string[]) => Promise<boolean>;
  buildServerUrl: string;
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
  load: () => Promise<void>;
  change: (change: Partial<Omit<Settings, 'serverUrl'>>) => Promise<void>;
  saveServerUrl: (raw: string) => Promise<void>;
  enableWarnings: () => Promise<void>;
  untrust: (host: string) => Promise<void>;
};

export type OptionsStore = StoreApi<OptionsState>;

/** The match pattern for a server's origin (patterns carry no port). */
export function originPattern(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

export function createOptionsStore(sources: OptionsSources): OptionsStore {
  return createStore<OptionsState>()((set) => ({
    settings: undefined,
    trustedSites: [],
    hasAllSitesAccess: false,
    serverMessage: null,
    load: async () => {
      const [settings, trustedSites, hasAllSitesAccess] = await Promise.all([
        sources.readSettings(),
        sources.readTrustedSites(),
        sources.hasAllSitesAccess(),
      ]);
      set({ settings, trustedSites, hasAllSitesAccess });
    },
    change: async (change) => {
      set({ settings: await sources.updateSettings(change) });
    },
    saveServerUrl: async (raw) => {
      const serverUrl = raw.trim() === '' ? sources.buildServerUrl : normaliseServerUrl(raw);
      if (serverUrl === undefined) {
        set({ serverMessage: SERVER_URL_INVALID });
        return;
      }
      // Only the build-time server is in the manifest; another one needs the user's grant first.
      const isBuildServer = originPattern(serverUrl) === originPattern(sources.buildServerUrl);
      if (!isBuildServer && !(await sources.requestAccess([originPattern(serverUrl)]))) {
        set({ serverMessage: SERVER_ACCESS_REFUSED });
        return;
      }
      set({ settings: await sources.updateSettings({ serverUrl }), serverMessage: `Saved: ${serverUrl}` });
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
