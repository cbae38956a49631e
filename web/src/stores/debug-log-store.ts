/** The footer's debug log: the last 100 console lines, newest last. */
import { create } from 'zustand';

export const DEBUG_LOG_LIMIT = 100;
export const DEBUG_LOG_LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;
export type DebugLogLevel = (typeof DEBUG_LOG_LEVELS)[number];

export type DebugLogEntry = {
  id: number;
  time: Date;
  level: DebugLogLevel;
  text: string;
};

type DebugLogState = {
  entries: DebugLogEntry[];
  append: (entries: Omit<DebugLogEntry, 'id'>[]) => void;
  clear: () => void;
};

let nextId = 1;

export const useDebugLogStore = create<DebugLogState>()((set) => ({
  entries: [],
  append: (added) =>
    set((state) => ({
      entries: [...state.entries, ...added.map((entry) => ({ ...entry, id: nextId++ }))].slice(
        -DEBUG_LOG_LIMIT,
      ),
    })),
  clear: () => set({ entries: [] }),
}));
