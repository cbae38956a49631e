import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { TOUR_AUTO_OPEN_DELAY_MS, TOUR_STEPS } from './tour-steps';
import { useTourStore } from './tour-store';
import { useFocusTrap } from './use-focus-trap';
import { useTourTarget, type TargetBox } from './use-tour-target';

const SPOTLIGHT_PADDING = 8;

/** The guided tour of the home page: opens by itself 3 s into a first visit. */
export function GuidedTour() {
  const { isOpen, step, hasSeen, open, close, next, back } = useTourStore();
  const dialogRef = useRef<HTMLDivElement>(null);
  const current = TOUR_STEPS[step];
  const box = useTourTarget(isOpen && current ? current.selector : null);
  useFocusTrap(dialogRef, isOpen, close);

  useEffect(() => {
    if (hasSeen) return;
    const timer = window.setTimeout(open, TOUR_AUTO_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hasSeen, open]);

  if (!isOpen || current === undefined) return null;
  const isLast = step === TOUR_STEPS.length - 1;

  function finish() {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    close();
  }

  return (
    <div className="fixed inset-0 z-50">
      <div data-testid="tour-backdrop" className="absolute inset-0" onClick={close} aria-hidden="true">
        {box === null ? <div className="absolute inset-0 bg-slate-950/60" /> : <Spotlight box={box} />}
      </div>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tour-title"
        aria-describedby="tour-description"
        tabIndex={-1}
        className="absolute inset-x-4 bottom-6 mx-auto max-w-sm rounded-xl bg-white p-5 shadow-2xl outline-none sm:inset-x-auto sm:right-6 dark:bg-slate-900"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id="tour-title" className="text-lg font-semibold">
            <span aria-hidden="true" className="mr-2">
              {current.emoji}
            </span>
            {current.title}
          </h2>
          <IconButton label="Close tour" onClick={close} className="-mt-2 -mr-2">
            <X aria-hidden="true" />
          </IconButton>
        </div>
        <p id="tour-description" className="mt-2 text-slate-600 dark:text-slate-300">
          {current.description}
        </p>
        <div className="mt-5 flex items-center justify-between gap-3">
          <p className="text-sm font-medium text-slate-600 tabular-nums dark:text-slate-400">
            {step + 1}/{TOUR_STEPS.length}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={back} disabled={step === 0}>
              Back
            </Button>
            <Button onClick={isLast ? finish : next}>{isLast ? 'Done' : 'Next'}</Button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** A see-through frame around the target; its huge shadow dims everything else. */
function Spotlight({ box }: { box: TargetBox }) {
  return (
    <div
      data-testid="tour-spotlight"
      className="ring-brand-500 pointer-events-none absolute rounded-xl ring-4 transition-all duration-300 motion-reduce:transition-none"
      style={{
        top: box.top - SPOTLIGHT_PADDING,
        left: box.left - SPOTLIGHT_PADDING,
        width: box.width + SPOTLIGHT_PADDING * 2,
        height: box.height + SPOTLIGHT_PADDING * 2,
        boxShadow: '0 0 0 9999px rgb(2 6 23 / 0.6)',
      }}
    />
  );
}
