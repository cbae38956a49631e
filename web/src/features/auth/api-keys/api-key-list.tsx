import type { ApiKey } from '@scamcheck/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { readApiFailure } from '../api-error-message';
import { apiKeysQueryOptions, revokeApiKey } from './api-keys-api';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function formatDate(iso: string | null): string {
  return iso === null ? 'Never' : dateFormat.format(new Date(iso));
}

function ApiKeyRow({
  apiKey,
  onRevoke,
  isRevoking,
}: {
  apiKey: ApiKey;
  onRevoke: () => void;
  isRevoking: boolean;
}) {
  return (
    <tr className="border-b border-slate-100 dark:border-slate-800/60">
      <th scope="row" className="py-2 pr-4 font-medium">
        {apiKey.name}
      </th>
      <td className="py-2 pr-4 font-mono text-sm">{apiKey.prefix}…</td>
      <td className="py-2 pr-4">{formatDate(apiKey.createdAt)}</td>
      <td className="py-2 pr-4">{formatDate(apiKey.lastUsedAt)}</td>
      <td className="py-2 text-right">
        <Button
          variant="secondary"
          aria-label={`Revoke ${apiKey.name}`}
          disabled={isRevoking}
          onClick={onRevoke}
        >
          Revoke
        </Button>
      </td>
    </tr>
  );
}

/** The person's keys, by name and first characters; revoking one stops it at once. */
export function ApiKeyList() {
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeysQueryOptions);
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: async () => {
      toast({ title: 'API key revoked', description: 'Requests with that key are refused from now on.' });
      await queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey });
    },
    onError: (error) => {
      const { message } = readApiFailure(error, 'The key could not be revoked. Please try again.');
      toast({ title: 'API key not revoked', description: message, variant: 'destructive' });
    },
  });

  if (keys.isPending)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Loading your keys...</p>;
  if (keys.isError) return <p className="text-sm">Your keys could not be loaded.</p>;
  if (keys.data.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">You have no API keys yet.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Your API keys</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Name
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Key
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Created
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Last used
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.data.map((apiKey) => (
            <ApiKeyRow
              key={apiKey.id}
              apiKey={apiKey}
              isRevoking={revoke.isPending && revoke.variables === apiKey.id}
              onRevoke={() => revoke.mutate(apiKey.id)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
