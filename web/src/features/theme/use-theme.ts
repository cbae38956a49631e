import { useThemeStore, type ResolvedTheme, type ThemePreference } from '../../stores/theme-store';
import { useSystemTheme } from './use-system-theme';

export type Theme = {
  preference: ThemePreference;
  /** What is on screen now: the preference, or the device's choice when the preference is system. */
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
  /** Switches to the opposite of what is shown (from system it flips the current look). */
  toggle: () => void;
};

export function useTheme(): Theme {
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  const systemTheme = useSystemTheme();
  const resolved = preference === 'system' ? systemTheme : preference;
  return {
    preference,
    resolved,
    setPreference,
    toggle: () => setPreference(resolved === 'dark' ? 'light' : 'dark'),
  };
}
