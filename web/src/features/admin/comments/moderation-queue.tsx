import type { AdminCommentsResponse } from '@scamcheck/shared';
import { useCallback, useState } from 'react';
import { adminOverviewQueryOptions } from '../overview/overview-query';
import { PagedResults } from '../ui/paged-results';
import { SearchField } from '../ui/search-field';
import { SegmentedControl } from '../ui/segmented-control';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  ADMIN_COMMENTS_PATH,
  deleteComment,
  setCommentStatus,
  useModerationQueue,
  type ModerationParams,
  type ModerationTab,
} from './admin-comments-api';
import { ModerationItem } from './moderation-item';

const EMPTY: Record<ModerationTab, string> = {
  pending: 'Nothing is waiting for review.',
  approved: 'No published comment matches.',
  hidden: 'No hidden comment matches.',
  reported: 'No comment has been reported.',
};

const ACTION_DONE = {
  approved: 'Comment approved',
  hidden: 'Comment hidden',
  pending: 'Comment back in review',
};

function tabOptions(counts: AdminCommentsResponse['counts'] | undefined) {
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;
  return [
    { value: 'pending' as const, label: withCount('Pending', counts?.pending) },
    { value: 'approved' as const, label: withCount('Approved', counts?.approved) },
    { value: 'hidden' as const, label: withCount('Hidden', counts?.hidden) },
    { value: 'reported' as const, label: 'Reported' },
  ];
}

/** The moderation queue: tabs by status (and reported), search, approve / hide / delete. */
export function ModerationQueue() {
  const [params, setParams] = useState<ModerationParams>({ tab: 'pending', q: '', page: 1 });
  const queue = useModerationQueue(params);
  const invalidates = [[ADMIN_COMMENTS_PATH], adminOverviewQueryOptions.queryKey];
  const moderate = useAdminMutation({
    mutationFn: setCommentStatus,
    invalidates,
    successTitle: (_comment, { status }) => ACTION_DONE[status],
    failureTitle: 'Comment not changed',
  });
  const remove = useAdminMutation({
    mutationFn: deleteComment,
    invalidates,
    successTitle: 'Comment deleted',
    failureTitle: 'Comment not deleted',
  });
  const handleSearch = useCallback((q: string) => setParams((current) => ({ ...current, q, page: 1 })), []);
  const busyId = moderate.isPending ? moderate.variables.id : remove.isPending ? remove.variables : null;

  return (
    <div className="space-y-4">
      <SegmentedControl
        label="Show comments"
        options={tabOptions(queue.data?.counts)}
        value={params.tab}
        onChange={(tab) => setParams({ ...params, tab, page: 1 })}
      />
      <SearchField
        label="Search comments"
        placeholder="Domain or text"
        value={params.q}
        onSearch={handleSearch}
      />
      <PagedResults
        query={queue}
        what="the comments"
        empty={EMPTY[params.tab]}
        onPageChange={(page) => setParams({ ...params, page })}
      >
        {(data) => (
          <ul aria-label="Comments" className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.items.map((comment) => (
              <ModerationItem
                key={comment.id}
                comment={comment}
                isBusy={busyId === comment.id}
                onStatus={(status) => moderate.mutate({ id: comment.id, status })}
                onDelete={() => remove.mutate(comment.id)}
              />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
