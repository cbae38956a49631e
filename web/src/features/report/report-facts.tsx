import type { ReportFacts } from '@scamcheck/shared';
import { factGroups, hasAnyFact } from './fact-groups';

/** What the live checks saw; unknown values are labelled as such rather than hidden. */
export function ReportFactsView({ facts }: { facts: ReportFacts }) {
  if (!hasAnyFact(facts)) {
    return (
      <p className="text-slate-600 dark:text-slate-300">
        Only the address itself was analysed for this report: registration, certificate, DNS, hosting and page
        checks did not run. Rescan later for a full report.
      </p>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {factGroups(facts).map((group) => (
        <section
          key={group.title}
          aria-label={group.title}
          className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        >
          <h3 className="font-semibold">{group.title}</h3>
          <dl className="mt-3 space-y-2 text-sm">
            {group.rows.map((row) => (
              <div key={row.label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
                <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
                <dd
                  className={row.value === null ? 'text-slate-600 italic dark:text-slate-400' : 'break-words'}
                >
                  {row.value ?? 'Not available'}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {facts.redirects !== null && facts.redirects.length > 0 && (
        <section
          aria-label="Redirects"
          className="rounded-lg border border-slate-200 p-4 md:col-span-2 dark:border-slate-800"
        >
          <h3 className="font-semibold">Redirects</h3>
          <ol className="mt-3 space-y-1 text-sm">
            {facts.redirects.map((hop, index) => (
              <li key={`${index}-${hop.url}`} className="flex gap-3 break-all">
                <span className="font-mono text-slate-600 tabular-nums dark:text-slate-400">
                  {hop.status}
                </span>
                {hop.url}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
