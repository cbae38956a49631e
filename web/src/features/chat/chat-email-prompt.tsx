/** The optional email prompt after the first reply: Save stays disabled until the email is valid. */
import { isValidChatEmail } from '@scamcheck/shared';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/button';
import { CHAT_TEXTS } from './chat-content';
import { useChatStore } from './chat-store';

export function ChatEmailPrompt({ onSave }: { onSave: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const dismiss = useChatStore((state) => state.dismissEmailPrompt);
  const inputId = useId();
  const isValid = isValidChatEmail(email);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave(email);
  };
  // A disabled Save blocks the browser's implicit submit, so Enter is handled here: an invalid
  // email then gets the 'Invalid email' toast instead of nothing.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSave(email);
    }
  };

  return (
    <form
      onSubmit={handleSubmit}
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
        value={email}
        onChange={(event) => setEmail(event.target.value)}
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
