import type { DomainListItem } from '@scamcheck/shared';
import { Link } from 'react-router';
import { resultPath } from '../scan/analyze-domain';
import { formatDateTime } from '../report/format';
import { ScoreBadge } from '../scores/score-badge';
import { DomainName } from '../../components/ui/domain-name';

/** One row per analysed domain: name (to its report), score and band, when it was analysed. */
export function DomainList({ items }: { items: readonly DomainListItem[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
          <Link
            to={resultPath(item.domain)}
            className="text-brand-700 dark:text-brand-500 min-w-0 flex-1 font-medium break-all underline-offset-2 hover:underline"
          >
            <DomainName name={item.domain} />
          </Link>
          <ScoreBadge score={item.score} className="w-28 text-right" />
          <time
            dateTime={item.createdAt}
            className="w-full text-sm text-slate-600 sm:w-44 sm:text-right dark:text-slate-400"
          >
            {formatDateTime(item.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
