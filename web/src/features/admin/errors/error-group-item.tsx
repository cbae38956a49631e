import type { AdminErrorGroup } from '@scamcheck/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../report/format';
import { QueryState } from '../ui/query-state';
import { ErrorEventDetails } from './error-event-details';
import { useErrorEvents } from './errors-api';

function GroupEvents({ fingerprint }: { fingerprint: string }) {
  const events = useErrorEvents(fingerprint);
  return (
    <QueryState
      query={events}
      what="the events"
      isEmpty={(items) => items.length === 0}
      empty="No event is stored."
    >
      {(items) => (
        <ol className="mt-3 space-y-3">
          {items.map((event) => (
            <li key={event.id}>
              <ErrorEventDetails event={event} />
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}

type ErrorGroupItemProps = { group: AdminErrorGroup; isResolving: boolean; onResolve: () => void };

/** Identical errors counted together; expand to read each occurrence. */
export function ErrorGroupItem({ group, isResolving, onResolve }: ErrorGroupItemProps) {
  const eventsId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li className="py-4" aria-label={group.message}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm font-semibold break-words">{group.message}</p>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              {group.source === 'client' ? 'Browser' : 'Server'}
            </span>
            <span>
              <strong className="text-slate-900 tabular-nums dark:text-slate-100">{group.count}</strong>{' '}
              {group.count === 1 ? 'time' : 'times'}
            </span>
            <span>{group.route ?? 'no route'}</span>
            <span>first {formatDateTime(group.firstSeen)}</span>
            <span>last {formatDateTime(group.lastSeen)}</span>
            {group.resolved && (
              <span className="font-medium text-green-700 dark:text-green-400">Resolved</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            aria-expanded={isOpen}
            aria-controls={eventsId}
            onClick={() => setIsOpen(!isOpen)}
          >
            {isOpen ? 'Hide events' : 'Show events'}
          </Button>
          {!group.resolved && (
            <Button variant="secondary" disabled={isResolving} onClick={onResolve}>
              {isResolving ? 'Resolving...' : 'Mark resolved'}
            </Button>
          )}
        </div>
      </div>
      <div id={eventsId}>{isOpen && <GroupEvents fingerprint={group.fingerprint} />}</div>
    </li>
  );
}
