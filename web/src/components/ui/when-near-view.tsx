import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the window the placeholder starts loading its content. */
const AHEAD = '300px';

/**
 * Renders `children` once the spot they will take comes near the window (a visitor scrolls towards it),
 * so below-the-fold sections and their chunks are not part of the first load. Where the browser has no
 * IntersectionObserver (old browsers, test DOMs) they render at once.
 */
export function WhenNearView({ children }: { children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = spot.current;
    if (isNear || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return isNear ? children : <div ref={spot} aria-hidden="true" className="min-h-screen" />;
}
