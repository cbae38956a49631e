/** The optional email prompt after the first reply: Save stays disabled until the email is valid. */
import { zodResolver } from '@hookform/resolvers/zod';
import { ChatEmailRequestSchema, isValidChatEmail } from '@scamcheck/shared';
import { useId, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { CHAT_TEXTS } from './chat-content';
import { useChatStore } from './chat-store';

export function ChatEmailPrompt({ onSave }: { onSave: (email: string) => void }) {
  const dismiss = useChatStore((state) => state.dismissEmailPrompt);
  const inputId = useId();
  const form = useForm({ resolver: zodResolver(ChatEmailRequestSchema), defaultValues: { email: '' } });
  const isValid = isValidChatEmail(useWatch({ control: form.control, name: 'email' }));
  // An invalid address goes to onSave as typed, which answers it with the 'Invalid email' toast.
  const submit = form.handleSubmit(
    ({ email }) => onSave(email),
    () => onSave(form.getValues('email')),
  );
  // A disabled Save blocks the browser's implicit submit, so Enter is handled here.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={CHAT_TEXTS.emailPrompt}
      className="mx-3 mb-2 space-y-2 rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700"
    >
      <p>{CHAT_TEXTS.emailPrompt}</p>
      <label className="sr-only" htmlFor={inputId}>
        {CHAT_TEXTS.emailLabel}
      </label>
      <input
        id={inputId}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...form.register('email')}
        onKeyDown={handleKeyDown}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-600 dark:bg-slate-950"
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={!isValid} className="px-3 py-1 text-xs">
          {CHAT_TEXTS.emailSave}
        </Button>
        <Button variant="ghost" className="px-3 py-1 text-xs" onClick={dismiss}>
          {CHAT_TEXTS.emailDismiss}
        </Button>
      </div>
    </form>
  );
}
