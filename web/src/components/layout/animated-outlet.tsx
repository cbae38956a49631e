/** The animated route outlet: its own chunk with the animation engine (see page-transition.tsx). */
import { AnimatePresence, domAnimation, LazyMotion, m, MotionConfig } from 'framer-motion';
import { Suspense } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { StatusMessage } from '../ui/status-message';
import { PAGE_VARIANTS } from './page-variants';

export function AnimatedOutlet() {
  const location = useLocation();
  // useOutlet returns an element bound to the current match, so the exiting page keeps rendering
  // its own route while it fades out instead of flashing the next one.
  const outlet = useOutlet();
  return (
    // `strict` makes a stray full-size `motion` component (which would re-bundle everything) an error;
    // reducedMotion="user" drops the slide for visitors who ask their OS for less motion.
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        {/* Shown from a route change on, so the first page it shows comes in animated. */}
        <AnimatePresence mode="wait">
          <m.div
            key={location.pathname}
            variants={PAGE_VARIANTS}
            initial="initial"
            animate="enter"
            exit="exit"
          >
            <Suspense fallback={<StatusMessage>Loading…</StatusMessage>}>{outlet}</Suspense>
          </m.div>
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}
