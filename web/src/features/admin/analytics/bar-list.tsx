import type { ReactNode } from 'react';

export type BarItem = { key: string; label: ReactNode; value: number; detail?: string; bar?: string };

/** Ranked horizontal bars in HTML: every label and number is text, so no separate alternative is needed. */
export function BarList({ items, empty }: { items: readonly BarItem[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <ol className="space-y-2">
      {items.map((item) => (
        <li key={item.key} className="text-sm">
          <div className="flex justify-between gap-3">
            <span className="min-w-0 break-all">{item.label}</span>
            <span className="shrink-0 font-medium tabular-nums">
              {item.value.toLocaleString()}
              {item.detail && (
                <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">{item.detail}</span>
              )}
            </span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800">
            <div
              className={`h-full rounded-full ${item.bar ?? 'bg-brand-600'}`}
              style={{ width: `${(item.value / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
