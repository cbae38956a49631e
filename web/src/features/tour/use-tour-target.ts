import { useEffect, useState } from 'react';

export type TargetBox = { top: number; left: number; width: number; height: number };

const ACTIVE_ATTRIBUTE = 'data-tour-active';

function boxOf(element: Element): TargetBox {
  const rect = element.getBoundingClientRect();
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

/**
 * Scrolls the step's element to the centre, marks it as highlighted and follows its position on
 * screen; the mark comes off when the step changes or the tour closes.
 */
export function useTourTarget(selector: string | null): TargetBox | null {
  const [tracked, setTracked] = useState<{ selector: string; box: TargetBox } | null>(null);

  useEffect(() => {
    const target = selector === null ? null : document.querySelector(selector);
    if (selector === null || target === null) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
    target.setAttribute(ACTIVE_ATTRIBUTE, 'true');

    // Measured on the next frame, and again whenever the page scrolls or resizes.
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTracked({ selector, box: boxOf(target) }));
    };
    update();
    window.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
      target.removeAttribute(ACTIVE_ATTRIBUTE);
    };
  }, [selector]);

  return tracked !== null && tracked.selector === selector ? tracked.box : null;
}
