import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadTooltip } from '../components/ui/tooltip';
import { useToastStore } from '../components/ui/toast-store';
// The toast region is loaded with the first toast (toaster-host.tsx); loaded here once, so a test's first
// toast is not waiting for a module to be transformed.
import '../components/ui/toast';
import { useDebugLogStore } from '../stores/debug-log-store';
import { useThemeStore } from '../stores/theme-store';
import { useTourStore } from '../features/tour/tour-store';

// Page transitions finish at once in tests: we assert what is shown, not how long it takes to appear.
MotionGlobalConfig.skipAnimations = true;

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;
// Nor scrollIntoView, which the guided tour uses to centre each step's target.
Element.prototype.scrollIntoView = () => undefined;

// Radix's tooltip is fetched on a first move and then takes over its button (tooltip.tsx). In a test that
// swap could land between user-event's pointer moves and its click, which then hits the detached button: on
// a loaded machine the theme toggle's click was lost that way. Tests start as after a first move; the swap
// itself is tested in tooltip-first-move.test.tsx, on a fresh copy of the module.
beforeAll(async () => {
  await loadTooltip();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  document.documentElement.className = '';
  useThemeStore.setState({ preference: 'system' });
  useDebugLogStore.getState().clear();
  useToastStore.setState({ current: null });
  useTourStore.setState({ isOpen: false, step: 0, hasSeen: false });
});
