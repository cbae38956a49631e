import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { PopupStore } from '../../src/popup/popup-store';
import { PopupView } from '../../src/popup/popup-view';

export function App({ store }: { store: PopupStore }) {
  const state = useStore(store);

  useEffect(() => {
    void store.getState().load();
  }, [store]);

  return <PopupView {...state} />;
}
