import { zodResolver } from '@hookform/resolvers/zod';
import { TestEmailRequestSchema } from '@scamcheck/shared';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast-store';
import { humanErrorText } from '../../../lib/api-error';
import { blankAsAbsent } from '../../../lib/form-schemas';
import { sendTestEmail } from './email-settings-api';

// Blank sends to the first alert recipient (the server's choice).
const TestEmailFormSchema = z.object({ to: blankAsAbsent(TestEmailRequestSchema.shape.to) });

/** Sends a test message through the saved settings; a failure shows the SMTP server's own reason. */
export function TestEmailForm({ defaultTo }: { defaultTo: string }) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(TestEmailFormSchema),
    defaultValues: { to: defaultTo },
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors.to?.message;
  const send = useMutation({
    mutationFn: sendTestEmail,
    onSuccess: (result) => toast({ title: 'Test email sent', description: `Sent to ${result.to}.` }),
    onError: (error) => {
      const message = humanErrorText(error);
      toast({ title: 'Test email failed', description: message, variant: 'destructive' });
    },
  });
  const handleSubmit = form.handleSubmit(({ to }) => send.mutate(to));
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Send a test email
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Uses the saved settings: save your changes first.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label htmlFor={`${id}-to`} className="flex flex-1 flex-col gap-1 text-sm font-medium">
          Send to
          <TextInput
            id={`${id}-to`}
            type="email"
            placeholder="The first alert recipient"
            aria-invalid={error !== undefined}
            aria-describedby={error !== undefined ? `${id}-error` : undefined}
            {...form.register('to')}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send test email'}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
