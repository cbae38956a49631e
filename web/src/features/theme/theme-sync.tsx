/** Keeps the `light`/`dark` class on <html> in step with the preference and, for system, the device. */
import { useEffect } from 'react';
import type { ResolvedTheme } from '../../stores/theme-store';
import { useTheme } from './use-theme';

export function applyThemeClass(root: HTMLElement, theme: ResolvedTheme): void {
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
}

export function ThemeSync() {
  const { resolved } = useTheme();
  useEffect(() => {
    applyThemeClass(document.documentElement, resolved);
  }, [resolved]);
  return null;
}
