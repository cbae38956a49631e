import type { CreatedApiKey } from '@scamcheck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast-store';
import { readApiFailure } from '../api-error-message';
import { apiKeysQueryOptions, createApiKey } from './api-keys-api';

/** Names and creates a key; the parent shows the secret, which the server never sends again. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: async (key) => {
      setName('');
      onCreated(key);
      await queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey });
    },
    onError: (error) => {
      const { message } = readApiFailure(error, 'The key could not be created. Please try again.');
      toast({ title: 'API key not created', description: message, variant: 'destructive' });
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim());
  };

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium" htmlFor={`${id}-name`}>
        Key name
        <TextInput
          id={`${id}-name`}
          required
          maxLength={60}
          placeholder="e.g. Build server"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <Button type="submit" disabled={create.isPending || name.trim() === ''}>
        {create.isPending ? 'Creating...' : 'Create API key'}
      </Button>
    </form>
  );
}
