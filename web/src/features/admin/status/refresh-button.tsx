import type { RefreshRequest } from '@scamcheck/shared';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { adminStatusQueryOptions, refreshNow } from './status-api';

const NAMES = { feeds: 'threat feeds', popularity: 'popularity list' } as const;
/** The toast's sentence, with the verb agreeing with its subject. */
const DOWNLOADING = {
  feeds: 'The threat feeds are being downloaded',
  popularity: 'The popularity list is being downloaded',
} as const;

/** "Refresh now": starts a download in the background; the status refetch shows when it finishes. */
export function RefreshButton({ target }: { target: RefreshRequest['target'] }) {
  const refresh = useAdminMutation({
    mutationFn: () => refreshNow(target),
    invalidates: [adminStatusQueryOptions.queryKey],
    successTitle: 'Refresh started',
    successMessage: () => `${DOWNLOADING[target]}; this page updates when it is done.`,
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
