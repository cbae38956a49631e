import { stepSentence, type IncidentGuide } from '@scamcheck/shared';
import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';

/**
 * Guides as disclosures: a visitor opens only the one that matches what happened to them. The one
 * named by the address's #fragment (the assistant links /scammed#crypto) starts open.
 */
export function GuideList({ guides }: { guides: readonly IncidentGuide[] }) {
  const { hash } = useLocation();
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {guides.map((guide) => (
        <details
          key={guide.id}
          id={guide.id}
          open={hash === `#${guide.id}` ? true : undefined}
          className="group scroll-mt-24 px-5 py-4"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
            {guide.title}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-3 font-medium text-amber-800 dark:text-amber-300">{guide.urgency}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700 dark:text-slate-300">
            {guide.steps.map((step) => (
              <li key={step}>{stepSentence(step)}</li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
