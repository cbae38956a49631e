import type { ReactNode } from 'react';

/** Long-form text (legal pages, about): comfortable measure and spacing for headings, lists and links. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-4 text-slate-700 dark:text-slate-300 [&_a]:text-brand-700 dark:[&_a]:text-brand-500 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900 dark:[&_h2]:text-slate-100 [&_li]:mt-1 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  );
}
