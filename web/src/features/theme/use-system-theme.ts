/** The device's light/dark preference, live: follows `prefers-color-scheme` changes without a reload. */
import { useSyncExternalStore } from 'react';
import type { ResolvedTheme } from '../../stores/theme-store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | undefined {
  // Old or embedded browsers may lack matchMedia; they simply get the light theme.
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function getSystemTheme(): ResolvedTheme {
  return darkQuery()?.matches ? 'dark' : 'light';
}

export function useSystemTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribe, getSystemTheme, () => 'light');
}
