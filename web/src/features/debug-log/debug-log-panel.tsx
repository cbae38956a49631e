import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useDebugLogStore, type DebugLogEntry } from '../../stores/debug-log-store';

const LEVEL_COLOURS: Record<DebugLogEntry['level'], string> = {
  log: 'text-slate-300',
  info: 'text-sky-300',
  warn: 'text-amber-300',
  error: 'text-red-300',
  debug: 'text-slate-400',
};

function DebugLogEntries() {
  const entries = useDebugLogStore((state) => state.entries);
  if (entries.length === 0) return <p className="text-slate-400">No console output captured yet.</p>;
  return (
    <ol className="space-y-1">
      {entries.map((entry) => (
        <li key={entry.id} className="break-words whitespace-pre-wrap">
          <time dateTime={entry.time.toISOString()} className="text-slate-400">
            {entry.time.toLocaleTimeString()}
          </time>{' '}
          <span className={LEVEL_COLOURS[entry.level]}>[{entry.level}]</span> {entry.text}
        </li>
      ))}
    </ol>
  );
}

/** The footer's "Debug log" toggle and panel. */
export function DebugLogPanel() {
  const [isOpen, setIsOpen] = useState(false);
  const clear = useDebugLogStore((state) => state.clear);
  const panelId = useId();

  return (
    <div>
      <Button
        variant="ghost"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(!isOpen)}
      >
        Debug log
      </Button>
      {isOpen && (
        <section
          id={panelId}
          aria-label="Debug log"
          className="mt-2 rounded-md bg-slate-900 p-3 text-left font-mono text-xs text-slate-200"
        >
          <div className="mb-2 flex justify-end">
            <Button variant="secondary" className="px-2 py-1 text-xs" onClick={clear}>
              Clear
            </Button>
          </div>
          <div className="max-h-64 overflow-y-auto">
            <DebugLogEntries />
          </div>
        </section>
      )}
    </div>
  );
}
