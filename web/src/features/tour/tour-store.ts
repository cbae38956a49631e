/** The guided tour's state: open or closed, the current step, and whether this browser has seen it. */
import { create } from 'zustand';
import { TOUR_SEEN_KEY, TOUR_STEPS } from './tour-steps';
import { readStored, writeStored } from '../../lib/local-storage';

type TourState = {
  isOpen: boolean;
  step: number;
  hasSeen: boolean;
  open: () => void;
  /** Closing, by any means, stores the seen flag. */
  close: () => void;
  next: () => void;
  back: () => void;
};

export function readTourSeen(): boolean {
  return readStored(TOUR_SEEN_KEY) !== null;
}

export const useTourStore = create<TourState>()((set) => ({
  isOpen: false,
  step: 0,
  hasSeen: readTourSeen(),
  open: () => set({ isOpen: true, step: 0 }),
  close: () => {
    writeStored(TOUR_SEEN_KEY, 'true');
    set({ isOpen: false, step: 0, hasSeen: true });
  },
  next: () => set((state) => ({ step: Math.min(state.step + 1, TOUR_STEPS.length - 1) })),
  back: () => set((state) => ({ step: Math.max(state.step - 1, 0) })),
}));
