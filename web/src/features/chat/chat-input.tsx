/** The question box: Enter without Shift sends; input and send are disabled with a spinner while waiting. */
import { Loader2, Send } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_TEXTS } from './chat-content';
import { useChatStore } from './chat-store';

export function ChatInput({ onSend }: { onSend: (text: string) => void | Promise<void> }) {
  const input = useChatStore((state) => state.input);
  const setInput = useChatStore((state) => state.setInput);
  const isPending = useChatStore((state) => state.isPending);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // Disabling the box while waiting drops its focus; give it back so the visitor can type on.
  useEffect(() => {
    if (!isPending) textareaRef.current?.focus();
  }, [isPending]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onSend(input);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void onSend(input);
    }
  };

  return (
    <form
      onSubmit={handleSubmit}
      className="flex items-end gap-2 border-t border-slate-200 px-3 py-2 dark:border-slate-700"
    >
      <label className="sr-only" htmlFor="assistant-chat-input">
        {CHAT_TEXTS.inputLabel}
      </label>
      <textarea
        id="assistant-chat-input"
        ref={textareaRef}
        rows={2}
        value={input}
        disabled={isPending}
        placeholder={CHAT_TEXTS.inputPlaceholder}
        onChange={(event) => setInput(event.target.value)}
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
    </form>
  );
}
