import { Link } from 'react-router';
import { ScoreBadge } from '../scores/score-badge';
import { useRecentDomains } from './recent-domains-query';
import { DomainName } from '../../components/ui/domain-name';

export const FOOTER_RECENT_LIMIT = 3;

/** The footer's "Recent analyses": up to three, or a plain note when there are none. */
export function RecentDomainsList() {
  const { data, isPending } = useRecentDomains();
  if (isPending)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Loading recent analyses…</p>;
  // A failed call reads the same as an empty list: the footer is no place for an error.
  const recent = (data ?? []).slice(0, FOOTER_RECENT_LIMIT);
  if (recent.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No domains analyzed yet</p>;
  return (
    <ul className="space-y-1 text-sm">
      {recent.map((entry) => (
        <li key={entry.id} className="flex items-center justify-between gap-3">
          <Link
            to={`/domain/${encodeURIComponent(entry.domain)}`}
            className="truncate text-slate-700 underline-offset-2 hover:underline dark:text-slate-300"
          >
            <DomainName name={entry.domain} limit={40} />
          </Link>
          <ScoreBadge score={entry.score} />
        </li>
      ))}
    </ul>
  );
}
