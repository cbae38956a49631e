/** The popup's state: which page the user is on and whether the ScamCheck server answers. */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { checkableHost, type HostCheck } from '../lib/host';
import type { ServerStatusResponse } from '../messaging/protocol';

export type PopupSources = {
  readActiveTabUrl: () => Promise<string | undefined>;
  requestServerStatus: () => Promise<ServerStatusResponse>;
};

export type PopupState = {
  /** undefined while the tab is being read */
  page: HostCheck | undefined;
  /** undefined while the background is checking */
  server: ServerStatusResponse | undefined;
  load: () => Promise<void>;
};

export type PopupStore = StoreApi<PopupState>;

export function createPopupStore(sources: PopupSources): PopupStore {
  return createStore<PopupState>()((set) => ({
    page: undefined,
    server: undefined,
    load: async () => {
      // Each half shows as soon as it is known; a slow server must not hide the page's host.
      await Promise.all([
        sources.readActiveTabUrl().then(
          (url) => set({ page: checkableHost(url) }),
          () => set({ page: checkableHost(undefined) }),
        ),
        sources.requestServerStatus().then((server) => set({ server })),
      ]);
    },
  }));
}
