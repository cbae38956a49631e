import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast-store';
import { humanErrorText } from '../../../lib/api-error';
import { sendTestEmail } from './email-settings-api';

/** Sends a test message through the saved settings; a failure shows the SMTP server's own reason. */
export function TestEmailForm({ defaultTo }: { defaultTo: string }) {
  const id = useId();
  const [to, setTo] = useState(defaultTo);
  const send = useMutation({
    mutationFn: sendTestEmail,
    onSuccess: (result) => toast({ title: 'Test email sent', description: `Sent to ${result.to}.` }),
    onError: (error) => {
      const message = humanErrorText(error);
      toast({ title: 'Test email failed', description: message, variant: 'destructive' });
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(to.trim() === '' ? undefined : to.trim());
  };
  return (
    <form
      noValidate
      onSubmit={handleSubmit}
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
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send test email'}
        </Button>
      </div>
    </form>
  );
}
