import type { UnwrapResponse } from '@scamcheck/shared';
import { ArrowDown, Flag } from 'lucide-react';
import { cn } from '../../lib/cn';

function statusTone(status: number): string {
  if (status >= 300 && status < 400) return 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300';
  if (status >= 200 && status < 300)
    return 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300';
  return 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300';
}

/** The redirect chain hop by hop: status, address, and where each redirect pointed. */
export function RedirectChain({ result }: { result: UnwrapResponse }) {
  return (
    <div className="space-y-4">
      <ol className="space-y-2" aria-label="Redirect chain">
        {result.hops.map((hop, index) => (
          <li key={`${index}-${hop.url}`}>
            <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
              <span className="w-6 shrink-0 text-right text-sm text-slate-600 tabular-nums dark:text-slate-400">
                {index + 1}.
              </span>
              <span
                className={cn(
                  'shrink-0 rounded px-2 py-0.5 font-mono text-xs font-semibold',
                  statusTone(hop.status),
                )}
              >
                {hop.status === 0 ? 'no answer' : hop.status}
              </span>
              <span className="min-w-0 font-mono text-sm break-all">{hop.url}</span>
            </div>
            {hop.location !== null && (
              <ArrowDown aria-hidden="true" className="mx-auto my-1 size-4 text-slate-500" />
            )}
          </li>
        ))}
      </ol>
      <div className="flex items-start gap-3 rounded-lg border-2 border-brand-500 p-4">
        <Flag aria-hidden="true" className="text-brand-600 mt-0.5 size-5 shrink-0" />
        <div className="min-w-0">
          <p className="font-semibold">Final destination</p>
          <p className="font-mono text-sm break-all">{result.finalUrl}</p>
          {result.usedShortener && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              The link went through a URL shortener.
            </p>
          )}
          {result.stoppedReason !== null && (
            <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">
              Stopped early: {result.stoppedReason}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
