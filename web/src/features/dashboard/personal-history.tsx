import type { HistoryItem } from '@scamcheck/shared';
import { Globe, Image } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../components/ui/pagination';
import { formatDateTime } from '../report/format';
import { resultPath } from '../scan/analyze-domain';
import { ScoreBadge } from '../scores/score-badge';
import { useHistory } from './history-query';

function HistoryRow({ item }: { item: HistoryItem }) {
  const Icon = item.kind === 'image' ? Image : Globe;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      {item.kind === 'analysis' && item.domain !== null ? (
        <Link to={resultPath(item.domain)} className="min-w-0 flex-1 font-medium break-all hover:underline">
          {item.domain}
        </Link>
      ) : (
        <span className="min-w-0 flex-1 font-medium">Image check</span>
      )}
      {item.score !== null && <ScoreBadge score={item.score} />}
      <time dateTime={item.createdAt} className="w-full text-xs text-slate-600 sm:w-auto dark:text-slate-400">
        {formatDateTime(item.createdAt)}
      </time>
    </li>
  );
}

/** The signed-in person's own analyses and image checks, each analysis linking to its report. */
export function PersonalHistory() {
  const [page, setPage] = useState(1);
  const history = useHistory(page);
  const data = history.data;
  return (
    <section
      aria-labelledby="history-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="history-heading" className="text-xl font-semibold">
        Your checks
      </h2>
      {history.isPending && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading your history…</p>
      )}
      {history.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          Your history could not be loaded.
        </p>
      )}
      {data && data.items.length === 0 && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          You have not checked anything yet.{' '}
          <Link to="/" className="underline">
            Analyze a website
          </Link>{' '}
          to start.
        </p>
      )}
      {data && data.items.length > 0 && (
        <>
          <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
            {data.items.map((item) => (
              <HistoryRow key={item.id} item={item} />
            ))}
          </ul>
          <div className="mt-4">
            <Pagination
              page={data.page}
              pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
              onPageChange={setPage}
            />
          </div>
        </>
      )}
    </section>
  );
}
