import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';
import { ThemeSync } from '../features/theme/theme-sync';

// The animation engine (~14 KB gzipped) only animates route changes, and the first page appears without
// one, so it is fetched on the visitor's first move (pointer, touch, key or wheel): a route change needs
// one. Until it arrives pages simply appear.
const FIRST_MOVES = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

function afterFirstMove(): Promise<void> {
  return new Promise((resolve) => {
    const moved = () => {
      for (const type of FIRST_MOVES) window.removeEventListener(type, moved, true);
      resolve();
    };
    for (const type of FIRST_MOVES) window.addEventListener(type, moved, { capture: true, passive: true });
  });
}

const loadMotionFeatures = () =>
  afterFirstMove()
    .then(() => import('./motion-features'))
    .then((module) => module.motionFeatures);

type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

/** App-wide context. The query client is passed in so tests get a fresh cache each. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* `strict` makes a stray full-size `motion` component (which would re-bundle everything) an error;
          reducedMotion="user" drops the slide for visitors who ask their OS for less motion. */}
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <ThemeSync />
          {children}
          <Toaster />
        </MotionConfig>
      </LazyMotion>
    </QueryClientProvider>
  );
}
