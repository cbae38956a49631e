import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn';

export type CheckTab = { id: string; label: string; panel: ReactNode };

/**
 * The home page's ways to check something, as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move
 * between tabs, only the chosen tab is in the Tab order). A panel is first rendered when its tab is first
 * chosen (so a lazy panel loads only then) and stays mounted after, so a half-typed message or a chosen
 * image survives a switch. A link to `/#<tab id>` opens that tab.
 */
export function CheckTabs({ label, tabs }: { label: string; tabs: readonly CheckTab[] }) {
  const { hash, key } = useLocation();
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const fromHash = tabs.findIndex((tab) => `#${tab.id}` === hash);
  const [selected, setSelected] = useState(fromHash === -1 ? 0 : fromHash);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([selected]));

  function choose(index: number) {
    setSelected(index);
    setOpened((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  }

  // A link to /#message followed while already on the page (the assistant's, say) switches the tab too,
  // even to the same address again: state follows each new navigation during render, not in an effect.
  const [seenNavigation, setSeenNavigation] = useState(key);
  if (key !== seenNavigation) {
    setSeenNavigation(key);
    if (fromHash !== -1) choose(fromHash);
  }

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    choose(next);
    buttons.current[next]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className="space-y-8">
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => choose(index)}
            onKeyDown={handleKeyDown}
            className={cn(
              'flex-1 rounded-md px-3 py-2 text-sm font-medium sm:text-base',
              index === selected
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-100'
                : 'text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-700/60',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== selected}
        >
          {opened.has(index) && tab.panel}
        </div>
      ))}
    </div>
  );
}
