import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type PanelProps = {
  title: string;
  /** Buttons or filters shown beside the title. */
  actions?: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled card: the building block of every admin page. Its heading names the region. */
export function Panel({ title, actions, description, className, children }: PanelProps) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {description && <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
