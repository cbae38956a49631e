import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { OptionsStore } from '../../src/options/options-store';
import { OptionsView } from '../../src/options/options-view';

export function App({ store, packagedServerUrl }: { store: OptionsStore; packagedServerUrl: string }) {
  const state = useStore(store);

  useEffect(() => {
    void store.getState().load();
  }, [store]);

  return <OptionsView {...state} packagedServerUrl={packagedServerUrl} />;
}
