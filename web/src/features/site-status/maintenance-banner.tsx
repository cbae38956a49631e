import { TriangleAlert } from 'lucide-react';
import { useSiteStatus } from './site-status-query';

/** The administrators' maintenance notice, above every page while it is set. A failed lookup shows nothing. */
export function MaintenanceBanner() {
  const { data } = useSiteStatus();
  const text = data?.maintenanceBanner?.trim();
  if (!text) return null;
  return (
    <div
      role="status"
      aria-label="Site notice"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/70 dark:text-amber-100"
    >
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="break-words">{text}</span>
      </p>
    </div>
  );
}
