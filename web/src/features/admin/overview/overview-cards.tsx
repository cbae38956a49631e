import type { AdminOverview } from '@scamcheck/shared';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../report/format';
import { QueryState } from '../ui/query-state';
import { useAdminOverview } from './overview-query';

type Card = { key: keyof Omit<AdminOverview, 'generatedAt'>; label: string; to: string; isAlert?: boolean };

const CARDS: readonly Card[] = [
  { key: 'analysesToday', label: 'Analyses today', to: '/admin/analytics-dashboard' },
  { key: 'threatsToday', label: 'Threats found today', to: '/admin/analytics-dashboard', isAlert: true },
  { key: 'imagesToday', label: 'Images checked today', to: '/admin/analytics-dashboard' },
  { key: 'chatsToday', label: 'Chats today', to: '/admin/advanced-features#chats' },
  { key: 'openErrors', label: 'Open errors', to: '/admin/error-console', isAlert: true },
  { key: 'commentsAwaitingReview', label: 'Comments awaiting review', to: '/admin/comments', isAlert: true },
  { key: 'totalDomains', label: 'Domains analysed in total', to: '/websites' },
];

/** The numbers an operator checks first, each a link to the page where they act on it. */
export function OverviewCards() {
  const overview = useAdminOverview();
  return (
    <QueryState query={overview} what="today's numbers">
      {(data) => (
        <div>
          <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
            {CARDS.map((card) => {
              const value = data[card.key];
              return (
                <li key={card.key}>
                  <Link
                    to={card.to}
                    className={cn(
                      'block h-full rounded-xl border p-4 hover:bg-slate-50 dark:hover:bg-slate-800',
                      card.isAlert && value > 0
                        ? 'border-amber-400 dark:border-amber-700'
                        : 'border-slate-200 dark:border-slate-800',
                    )}
                  >
                    <span
                      className="block text-3xl font-bold tabular-nums"
                      data-testid={`overview-${card.key}`}
                    >
                      {value.toLocaleString()}
                    </span>
                    <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                      {card.label}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            “Today” starts at midnight UTC. Updated {formatDateTime(data.generatedAt)}.
          </p>
        </div>
      )}
    </QueryState>
  );
}
