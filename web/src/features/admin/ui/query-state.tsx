import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { humanErrorText } from '../../../lib/api-error';

type QueryStateProps<Data> = {
  query: UseQueryResult<Data>;
  /** What is being loaded, in a sentence: "the error groups". */
  what: string;
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
};

/** The loading, error (with a retry) and empty states every admin panel needs, around its content. */
export function QueryState<Data>({ query, what, isEmpty, empty, children }: QueryStateProps<Data>) {
  if (query.isPending) {
    return (
      <p role="status" className="py-6 text-sm text-slate-600 dark:text-slate-400">
        Loading {what}…
      </p>
    );
  }
  if (query.isError) {
    const message = humanErrorText(query.error);
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
      >
        <p className="font-semibold">Could not load {what}.</p>
        <p className="mt-1 break-words">{message}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (isEmpty?.(query.data)) {
    return <p className="py-6 text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  }
  return children(query.data);
}
