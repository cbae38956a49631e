import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { readApiFailure } from '../api-error-message';
import { CURRENT_USER_PATH } from '../current-user-query';

const DANGER = 'bg-red-600 text-white hover:bg-red-700';

/** "Delete my data": DELETE /api/user after an explicit confirmation, then home, signed out. */
export function DeleteAccountSection() {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', CURRENT_USER_PATH),
    onSuccess: () => {
      // A full page load, as for signing out: the server has ended the session, and nothing of the
      // deleted account (user, keys, usage) survives in this tab's memory.
      window.location.assign('/');
    },
    onError: (error) => {
      const { message } = readApiFailure(error, 'Your data could not be deleted. Please try again.');
      toast({ title: 'Deletion failed', description: message, variant: 'destructive' });
    },
  });

  return (
    <section
      aria-labelledby="delete-heading"
      className="rounded-xl border border-red-300 p-6 dark:border-red-900"
    >
      <h2 id="delete-heading" className="text-xl font-semibold">
        Delete my data
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Deletes your account and your API keys, and signs you out. This cannot be undone.
      </p>
      {isConfirming ? (
        <div role="alertdialog" aria-labelledby="delete-confirm" className="mt-4 space-y-3">
          <p id="delete-confirm" className="font-medium">
            Delete your account and all its data permanently?
          </p>
          <div className="flex gap-2">
            <Button className={DANGER} disabled={remove.isPending} onClick={() => remove.mutate()}>
              {remove.isPending ? 'Deleting...' : 'Yes, delete everything'}
            </Button>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button className={`mt-4 ${DANGER}`} onClick={() => setIsConfirming(true)}>
          Delete my data
        </Button>
      )}
    </section>
  );
}
