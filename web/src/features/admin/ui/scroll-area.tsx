import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller on small screens: focusable (so keyboard users can scroll it) and
 * named; `relative` so visually hidden labels inside stay inside it instead of widening the page.
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
      {children}
    </div>
  );
}
