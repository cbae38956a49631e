import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { afterFirstMove } from '../../lib/first-move';
import { StatusMessage } from '../ui/status-message';

// The animation engine (framer-motion, ~27 KB gzipped with its features) only animates route changes,
// and the first page appears without one, so it is fetched on the visitor's first move: a route change
// needs one.
let animatedOutlet: Promise<ComponentType> | null = null;
const loadAnimatedOutlet = () =>
  (animatedOutlet ??= afterFirstMove()
    .then(() => import('./animated-outlet'))
    .then((module) => module.AnimatedOutlet));

/**
 * Route changes fade and slide (animated-outlet.tsx). Until the engine is here pages simply appear; it
 * takes over at the first route change after it arrived (the page leaving then has no fade-out), never
 * in the middle of a page, which would mount that page again.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const [Animated, setAnimated] = useState<ComponentType | null>(null);
  const [isAnimated, setIsAnimated] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (Animated !== null) setIsAnimated(true);
  }

  useEffect(() => {
    let isMounted = true;
    void loadAnimatedOutlet().then((component) => isMounted && setAnimated(() => component));
    return () => {
      isMounted = false;
    };
  }, []);

  if (isAnimated && Animated !== null) return <Animated />;
  return <Suspense fallback={<StatusMessage>Loading…</StatusMessage>}>{outlet}</Suspense>;
}
