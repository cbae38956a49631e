import { zodResolver } from '@hookform/resolvers/zod';
import { CreateApiKeyRequestSchema, type CreatedApiKey } from '@scamcheck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast-store';
import { readApiFailure } from '../api-error-message';
import { apiKeysQueryOptions, createApiKey } from './api-keys-api';

/** Names and creates a key; the parent shows the secret, which the server never sends again. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(CreateApiKeyRequestSchema),
    defaultValues: { name: '' },
    reValidateMode: 'onSubmit',
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const error = form.formState.errors.name?.message;
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: async (key) => {
      form.reset();
      onCreated(key);
      await queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey });
    },
    onError: (error) => {
      const { message } = readApiFailure(error, 'The key could not be created. Please try again.');
      toast({ title: 'API key not created', description: message, variant: 'destructive' });
    },
  });

  const handleSubmit = form.handleSubmit((request) => create.mutate(request.name));

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-1">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium" htmlFor={`${id}-name`}>
          Key name
          <TextInput
            id={`${id}-name`}
            required
            maxLength={60}
            placeholder="e.g. Build server"
            aria-invalid={error !== undefined}
            aria-describedby={error !== undefined ? `${id}-error` : undefined}
            {...form.register('name')}
          />
        </label>
        <Button type="submit" disabled={create.isPending || name.trim() === ''}>
          {create.isPending ? 'Creating...' : 'Create API key'}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
