/**
 * In-memory stand-ins for the browser APIs @webext-core/fake-browser leaves unimplemented (webNavigation,
 * contextMenus), installed on the same fake so code under test calls `browser.*` exactly as in the extension.
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';

type Listener<A extends unknown[]> = (...args: A) => unknown;

export type FakeEvent<A extends unknown[]> = {
  addListener: (listener: Listener<A>) => void;
  removeListener: (listener: Listener<A>) => void;
  hasListener: (listener: Listener<A>) => boolean;
  trigger: (...args: A) => Promise<void>;
};

export function fakeEvent<A extends unknown[]>(): FakeEvent<A> {
  const listeners = new Set<Listener<A>>();
  return {
    addListener: (listener) => listeners.add(listener),
    removeListener: (listener) => listeners.delete(listener),
    hasListener: (listener) => listeners.has(listener),
    trigger: async (...args) => {
      await Promise.all([...listeners].map((listener) => listener(...args)));
    },
  };
}

export type CommittedDetails = { tabId: number; url: string; frameId: number };

export function installFakeWebNavigation() {
  const onCommitted = fakeEvent<[CommittedDetails]>();
  Object.assign(fakeBrowser.webNavigation, { onCommitted });
  return { onCommitted };
}

export type MenuItem = { id: string; title: string; contexts: string[] };

export function installFakeContextMenus() {
  const items = new Map<string, MenuItem>();
  const onClicked = fakeEvent<[Record<string, unknown>, unknown]>();
  Object.assign(fakeBrowser.contextMenus, {
    create: (item: MenuItem) => {
      if (items.has(item.id)) throw new Error(`Cannot create item with duplicate id ${item.id}`);
      items.set(item.id, item);
    },
    removeAll: () => {
      items.clear();
      return Promise.resolve();
    },
    onClicked,
  });
  return { items, onClicked };
}
