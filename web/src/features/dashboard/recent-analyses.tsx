import { Link } from 'react-router';
import { formatDateTime } from '../report/format';
import { useRecentDomains } from '../recent-domains/recent-domains-query';
import { resultPath } from '../scan/analyze-domain';
import { ScoreBadge } from '../scores/score-badge';
import { DomainName } from '../../components/ui/domain-name';

/** The latest analyses across the platform (the footer shows three; here, all the server returns). */
export function RecentAnalyses() {
  const { data, isPending } = useRecentDomains();
  return (
    <section
      aria-labelledby="dashboard-recent"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="dashboard-recent" className="text-xl font-semibold">
          Latest analyses
        </h2>
        <Link to="/websites" className="text-brand-700 dark:text-brand-500 text-sm underline">
          All websites
        </Link>
      </div>
      {isPending && <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading…</p>}
      {!isPending && (data ?? []).length === 0 && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">No domains analyzed yet</p>
      )}
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {(data ?? []).map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
            <Link
              to={resultPath(entry.domain)}
              className="min-w-0 flex-1 font-medium break-all hover:underline"
            >
              <DomainName name={entry.domain} />
            </Link>
            <ScoreBadge score={entry.score} />
            <time
              dateTime={entry.createdAt}
              className="w-full text-xs text-slate-600 sm:w-auto dark:text-slate-400"
            >
              {formatDateTime(entry.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
