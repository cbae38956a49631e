/** Mirrors console output into the debug log store while still printing it as usual. */
import { DEBUG_LOG_LEVELS, useDebugLogStore, type DebugLogEntry } from '../../stores/debug-log-store';
import { formatLogArguments } from './format-log-arguments';

type PendingEntry = Omit<DebugLogEntry, 'id'>;

/** Returns a function that restores the original console methods. */
export function installConsoleCapture(target: Console = console): () => void {
  let pending: PendingEntry[] = [];
  // Entries are flushed in a microtask: React logs warnings during render, and updating a store
  // mid-render would trigger another warning, which would be logged, and so on.
  const flush = () => {
    const batch = pending;
    pending = [];
    useDebugLogStore.getState().append(batch);
  };

  const saved = DEBUG_LOG_LEVELS.map((level) => {
    const descriptor = Object.getOwnPropertyDescriptor(target, level);
    const print = target[level].bind(target);
    target[level] = (...args: unknown[]) => {
      if (pending.length === 0) queueMicrotask(flush);
      pending.push({ time: new Date(), level, text: formatLogArguments(args) });
      print(...args);
    };
    return { level, descriptor };
  });

  return () => {
    for (const { level, descriptor } of saved) {
      if (descriptor) Object.defineProperty(target, level, descriptor);
      else delete target[level];
    }
  };
}
