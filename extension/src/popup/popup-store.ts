/** The popup's state: the current page, its check, the account line and the server's status. */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SiteCheck } from '../background/site-check';
import { checkableHost, type HostCheck } from '../lib/host';
import { reportHost } from '../lib/site-summary';
import type { Account, ServerStatusResponse } from '../messaging/protocol';

export type ActiveTab = { url: string | undefined; id: number | undefined };

export type PopupSources = {
  readActiveTab: () => Promise<ActiveTab>;
  /** The configured server, whose own pages are not scored. */
  readServerUrl: () => Promise<string>;
  requestServerStatus: () => Promise<ServerStatusResponse>;
  checkSite: (
    url: string,
    mode: 'auto' | 'analyze' | 'rescan',
    tabId: number | undefined,
  ) => Promise<SiteCheck>;
  requestAccount: () => Promise<Account | null>;
  readTrustedSites: () => Promise<string[]>;
  setSiteTrusted: (host: string, isTrusted: boolean) => Promise<string[]>;
};

export type PopupState = {
  /** undefined while the tab is being read */
  page: HostCheck | undefined;
  tabId: number | undefined;
  /** undefined while checking; 'error' when the background gave no usable answer */
  check: SiteCheck | 'error' | undefined;
  /** The button being worked on, so it can say so and not be pressed twice. */
  busy: 'analyze' | 'rescan' | null;
  /** undefined while asking; null when the background did not answer */
  account: Account | null | undefined;
  /** undefined while the background is checking */
  server: ServerStatusResponse | undefined;
  trustedSites: string[];
  load: () => Promise<void>;
  analyze: (mode: 'analyze' | 'rescan') => Promise<void>;
  setTrusted: (isTrusted: boolean) => Promise<void>;
};

export type PopupStore = StoreApi<PopupState>;

export function createPopupStore(sources: PopupSources): PopupStore {
  return createStore<PopupState>()((set, get) => {
    async function runCheck(mode: 'auto' | 'analyze' | 'rescan') {
      const { page, tabId } = get();
      if (page?.kind !== 'checkable') return;
      const check = await sources.checkSite(page.url, mode, tabId).catch(() => 'error' as const);
      set({ check });
    }

    return {
      page: undefined,
      tabId: undefined,
      check: undefined,
      busy: null,
      account: undefined,
      server: undefined,
      trustedSites: [],
      load: async () => {
        // Each part shows as soon as it is known; a slow server must not hide the page's host.
        const firstAccount = sources.requestAccount().then((account) => set({ account }));
        await Promise.all([
          Promise.all([
            sources.readActiveTab().catch(() => ({ url: undefined, id: undefined })),
            sources.readServerUrl(),
          ]).then(async ([tab, serverUrl]) => {
            set({ page: checkableHost(tab.url, serverUrl), tabId: tab.id });
            if (get().page?.kind !== 'checkable') return;
            // Opening the popup is asking: the stored report, else a new analysis, which spends the
            // allowance, so what is left is read again once the check is done (after the first read,
            // so an older answer never overwrites a newer one).
            await runCheck('auto');
            await firstAccount;
            set({ account: await sources.requestAccount() });
          }),
          firstAccount,
          sources.requestServerStatus().then((server) => set({ server })),
          sources.readTrustedSites().then((trustedSites) => set({ trustedSites })),
        ]);
      },
      analyze: async (mode) => {
        if (get().busy !== null) return;
        set({ busy: mode });
        try {
          await runCheck(mode);
          // The analysis counted against the hourly allowance: refresh what is left.
          set({ account: await sources.requestAccount() });
        } finally {
          set({ busy: null });
        }
      },
      setTrusted: async (isTrusted) => {
        const { page } = get();
        if (page?.kind !== 'checkable') return;
        set({ trustedSites: await sources.setSiteTrusted(reportHost(page.url), isTrusted) });
      },
    };
  });
}
