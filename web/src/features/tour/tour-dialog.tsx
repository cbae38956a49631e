import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { TOUR_STEPS } from './tour-steps';
import { useTourStore } from './tour-store';
import { useTourTarget, type TargetBox } from './use-tour-target';

const SPOTLIGHT_PADDING = 8;

/**
 * The tour's steps in a modal Radix Dialog: focus stays inside while it is open, Escape or a click on the
 * backdrop closes it, and focus goes back to where it was. Its own chunk, loaded when the tour opens.
 */
export function TourDialog() {
  const { step, close, next, back } = useTourStore();
  const current = TOUR_STEPS[step];
  const box = useTourTarget(current ? current.selector : null);
  // The tour opens by itself, without a trigger to return to: focus goes back to what had it.
  const [previousFocus] = useState(() => document.activeElement);
  const contentRef = useRef<HTMLDivElement>(null);
  if (current === undefined) return null;
  const isLast = step === TOUR_STEPS.length - 1;

  function finish() {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    close();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => open || close()}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="tour-backdrop" className="fixed inset-0 z-50">
          {box === null ? <div className="absolute inset-0 bg-slate-950/60" /> : <Spotlight box={box} />}
        </Dialog.Overlay>
        <Dialog.Content
          ref={contentRef}
          // The dialog itself takes focus, so its title and text are read first (and the close
          // button's tooltip does not pop up at once).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (previousFocus instanceof HTMLElement && previousFocus.isConnected)
              previousFocus.focus({ preventScroll: true });
          }}
          className="fixed inset-x-4 bottom-6 z-50 mx-auto max-w-sm rounded-xl bg-white p-5 shadow-2xl outline-none sm:inset-x-auto sm:right-6 dark:bg-slate-900"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">
              <span aria-hidden="true" className="mr-2">
                {current.emoji}
              </span>
              {current.title}
            </Dialog.Title>
            <IconButton label="Close tour" onClick={close} className="-mt-2 -mr-2">
              <X aria-hidden="true" />
            </IconButton>
          </div>
          <Dialog.Description className="mt-2 text-slate-600 dark:text-slate-300">
            {current.description}
          </Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
