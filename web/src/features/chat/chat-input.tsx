/** The question box: Enter without Shift sends; input and send are disabled with a spinner while waiting. */
import { zodResolver } from '@hookform/resolvers/zod';
import { ChatMessageSchema } from '@scamcheck/shared';
import { Loader2, Send } from 'lucide-react';
import { useEffect, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FieldError } from '../../components/ui/field-error';
import { CHAT_TEXTS } from './chat-content';
import { useChatStore } from './chat-store';

const INPUT_ID = 'assistant-chat-input';
// The server's length rule; a blank question is simply not sent (see useChatActions).
const QuestionSchema = z.object({ text: ChatMessageSchema.shape.content });

export function ChatInput({ onSend }: { onSend: (text: string) => void | Promise<void> }) {
  const input = useChatStore((state) => state.input);
  const setInput = useChatStore((state) => state.setInput);
  const isPending = useChatStore((state) => state.isPending);
  // The half-typed question lives in the chat store, so it survives closing the panel; `values` keeps
  // the form in step when the store clears it (sent, restarted).
  const form = useForm({
    resolver: zodResolver(QuestionSchema),
    values: { text: input },
    reValidateMode: 'onSubmit',
  });
  const problem = form.formState.errors.text?.message;
  const submit = form.handleSubmit(({ text }) => onSend(text));

  // Disabling the box while waiting drops its focus; give it back so the visitor can type on.
  useEffect(() => {
    if (!isPending) form.setFocus('text');
  }, [isPending, form]);

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="border-t border-slate-200 px-3 py-2 dark:border-slate-700"
    >
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor={INPUT_ID}>
          {CHAT_TEXTS.inputLabel}
        </label>
        <textarea
          id={INPUT_ID}
          rows={2}
          {...form.register('text', {
            onChange: (event: { target: { value: string } }) => {
              setInput(event.target.value);
              form.clearErrors('text');
            },
          })}
          disabled={isPending}
          placeholder={CHAT_TEXTS.inputPlaceholder}
          aria-invalid={problem !== undefined}
          aria-describedby={problem !== undefined ? `${INPUT_ID}-error` : undefined}
          onKeyDown={handleKeyDown}
          className="flex-1 resize-none rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm disabled:opacity-60 dark:border-slate-600 dark:bg-slate-950"
        />
        <button
          type="submit"
          disabled={isPending}
          aria-label={CHAT_TEXTS.send}
          title={CHAT_TEXTS.send}
          className="bg-brand-600 hover:bg-brand-700 inline-flex size-10 items-center justify-center rounded-md text-white disabled:opacity-60"
        >
          {isPending ? (
            <Loader2 aria-hidden="true" data-testid="chat-spinner" className="size-5 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <FieldError id={`${INPUT_ID}-error`} message={problem} className="mt-1 text-xs" />
    </form>
  );
}
