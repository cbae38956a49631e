import { lazy, Suspense, useEffect } from 'react';
import { TOUR_AUTO_OPEN_DELAY_MS } from './tour-steps';
import { useTourStore } from './tour-store';

// The dialog (and Radix's) is fetched when the tour opens, not with the home page.
const TourDialog = lazy(() => import('./tour-dialog').then((module) => ({ default: module.TourDialog })));

/** The guided tour of the home page: opens by itself 3 s into a first visit. */
export function GuidedTour() {
  const isOpen = useTourStore((state) => state.isOpen);
  const hasSeen = useTourStore((state) => state.hasSeen);
  const open = useTourStore((state) => state.open);

  useEffect(() => {
    if (hasSeen) return;
    const timer = window.setTimeout(open, TOUR_AUTO_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hasSeen, open]);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <TourDialog />
    </Suspense>
  );
}
