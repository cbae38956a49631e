import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';
import { ThemeSync } from '../features/theme/theme-sync';

// The animation engine (~12 KB gzipped) loads after first paint; until then pages simply appear.
const loadMotionFeatures = () => import('./motion-features').then((module) => module.motionFeatures);

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
