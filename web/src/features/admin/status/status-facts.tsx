import type { ReactNode } from 'react';

/** A two-column list of labelled values, for the status panels. */
export function StatusFacts({ rows }: { rows: readonly [label: string, value: ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="text-right font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
