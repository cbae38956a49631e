import type { RefreshRequest } from '@scamcheck/shared';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { adminStatusQueryOptions, refreshNow } from './status-api';

const NAMES = { feeds: 'threat feeds', popularity: 'popularity list' } as const;

/** "Refresh now": starts a download in the background; the status refetch shows when it finishes. */
export function RefreshButton({ target }: { target: RefreshRequest['target'] }) {
  const refresh = useAdminMutation({
    mutationFn: () => refreshNow(target),
    invalidates: [adminStatusQueryOptions.queryKey],
    successTitle: 'Refresh started',
    successMessage: () => `The ${NAMES[target]} are being downloaded; this page updates when done.`,
    failureTitle: 'Refresh not started',
  });
  return (
    <Button variant="secondary" disabled={refresh.isPending} onClick={() => refresh.mutate(undefined)}>
      <RefreshCw aria-hidden="true" className="size-4" />
      {refresh.isPending ? 'Starting...' : 'Refresh now'}
      <span className="sr-only">: {NAMES[target]}</span>
    </Button>
  );
}
