import { Compass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TOUR_BUTTON_HIDE_DELAY_MS } from './tour-steps';
import { useTourStore } from './tour-store';

/**
 * The floating tour button: 'Take Tour' before the tour has been seen, 'Tour' after; once
 * seen it hides itself 10 s later so it does not sit over the page for returning visitors.
 */
export function TourButton() {
  const hasSeen = useTourStore((state) => state.hasSeen);
  const isOpen = useTourStore((state) => state.isOpen);
  const open = useTourStore((state) => state.open);
  const [isHidden, setIsHidden] = useState(false);

  useEffect(() => {
    if (!hasSeen) return;
    const timer = window.setTimeout(() => setIsHidden(true), TOUR_BUTTON_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hasSeen]);

  if (isHidden || isOpen) return null;
  return (
    <button
      type="button"
      onClick={open}
      className="bg-brand-600 hover:bg-brand-700 fixed bottom-6 left-6 z-30 inline-flex items-center gap-2 rounded-full px-4 py-3 text-sm font-semibold text-white shadow-lg"
    >
      <Compass aria-hidden="true" className="size-5" />
      {hasSeen ? 'Tour' : 'Take Tour'}
    </button>
  );
}
