import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from './query-state';

type Page = { items: readonly unknown[]; total: number; page: number; pageSize: number };

type PagedResultsProps<Data extends Page> = {
  query: UseQueryResult<Data>;
  /** What is being loaded, in a sentence: "the accounts". */
  what: string;
  empty: ReactNode;
  /** The count line above the list, e.g. total => "12 accounts"; none when absent. */
  countLabel?: (total: number) => string;
  onPageChange: (page: number) => void;
  children: (data: Data) => ReactNode;
};

/** One page of an admin list, with its loading, error and empty states, a count and previous / next. */
export function PagedResults<Data extends Page>({
  query,
  what,
  empty,
  countLabel,
  onPageChange,
  children,
}: PagedResultsProps<Data>) {
  return (
    <QueryState query={query} what={what} isEmpty={(data) => data.items.length === 0} empty={empty}>
      {(data) => (
        <div className="space-y-3">
          {countLabel && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{countLabel(data.total)}</p>
          )}
          {children(data)}
          <Pagination
            page={data.page}
            pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
            onPageChange={onPageChange}
          />
        </div>
      )}
    </QueryState>
  );
}

/** "1 account", "1,234 accounts". */
export function countOf(total: number, singular: string, plural = `${singular}s`): string {
  return total === 1 ? `1 ${singular}` : `${total.toLocaleString()} ${plural}`;
}
