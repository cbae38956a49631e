import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { PopupStore } from '../../src/popup/popup-store';
import { PopupView } from '../../src/popup/popup-view';

export function App({ store }: { store: PopupStore }) {
  const page = useStore(store, (state) => state.page);
  const server = useStore(store, (state) => state.server);

  useEffect(() => {
    void store.getState().load();
  }, [store]);

  return <PopupView page={page} server={server} />;
}
