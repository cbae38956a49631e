import type { AdminErrorEvent } from '@scamcheck/shared';
import { z } from 'zod';
import { formatDateTime } from '../../report/format';
import { StatusFacts } from '../status/status-facts';

// The server stores what the reporter sent as context; only these fields are shown, each only if it is
// the expected type (a missing or odd field must not hide the others).
const ContextSchema = z.looseObject({
  debugLog: z.array(z.string()).optional().catch(undefined),
  userAgent: z.string().nullish().catch(undefined),
  method: z.string().nullish().catch(undefined),
});

/** One occurrence: when, where, who, the stack and (for browser errors) the debug log's last lines. */
export function ErrorEventDetails({ event }: { event: AdminErrorEvent }) {
  const context = ContextSchema.safeParse(event.context);
  const extra = context.success ? context.data : {};
  return (
    <article
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      aria-label={`Event of ${formatDateTime(event.createdAt)}`}
    >
      <StatusFacts
        rows={[
          ['When', formatDateTime(event.createdAt)],
          ['Route', event.route ?? 'Unknown'],
          ['Request id', event.requestId ?? 'None'],
          ['User', event.userId ?? 'Signed out'],
          ...(extra.method ? [['Method', extra.method] as [string, string]] : []),
          ...(extra.userAgent ? [['Browser', extra.userAgent] as [string, string]] : []),
        ]}
      />
      {event.stack && (
        <>
          <h4 className="mt-3 text-sm font-semibold">Stack</h4>
          <pre
            tabIndex={0}
            className="mt-1 max-h-64 overflow-auto rounded bg-slate-100 p-2 text-xs whitespace-pre-wrap dark:bg-slate-800"
          >
            {event.stack}
          </pre>
        </>
      )}
      {extra.debugLog && extra.debugLog.length > 0 && (
        <>
          <h4 className="mt-3 text-sm font-semibold">Debug log (last {extra.debugLog.length} lines)</h4>
          <pre
            tabIndex={0}
            className="mt-1 max-h-64 overflow-auto rounded bg-slate-900 p-2 text-xs whitespace-pre-wrap text-slate-200"
          >
            {extra.debugLog.join('\n')}
          </pre>
        </>
      )}
    </article>
  );
}
