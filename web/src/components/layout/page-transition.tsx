/** Route changes fade and slide: in over 0.3 s, out over 0.2 s, 8 px, the exit finishing first. */
import { AnimatePresence, m } from 'framer-motion';
import { Suspense } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { StatusMessage } from '../ui/status-message';

export const PAGE_VARIANTS = {
  initial: { opacity: 0, y: 8 },
  enter: { opacity: 1, y: 0, transition: { duration: 0.3 } },
  exit: { opacity: 0, y: -8, transition: { duration: 0.2 } },
} as const;

export function PageTransition() {
  const location = useLocation();
  // useOutlet returns an element bound to the current match, so the exiting page keeps rendering
  // its own route while it fades out instead of flashing the next one.
  const outlet = useOutlet();
  return (
    <AnimatePresence mode="wait" initial={false}>
      <m.div key={location.pathname} variants={PAGE_VARIANTS} initial="initial" animate="enter" exit="exit">
        <Suspense fallback={<StatusMessage>Loading…</StatusMessage>}>{outlet}</Suspense>
      </m.div>
    </AnimatePresence>
  );
}
