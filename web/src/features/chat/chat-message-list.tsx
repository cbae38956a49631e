/** The visible conversation (the hidden system message is never shown), newest at the bottom. */
import type { ChatMessage } from '@scamcheck/shared';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { CHAT_TEXTS } from './chat-content';
import { useChatStore } from './chat-store';
import { SafeMarkdown } from './safe-markdown';

export function ChatMessageList({ messages }: { messages: readonly ChatMessage[] }) {
  const isPending = useChatStore((state) => state.isPending);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // jsdom has no layout, so scrolling is best effort.
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, isPending]);

  return (
    <div
      className="flex-1 space-y-3 overflow-y-auto px-3 py-3"
      aria-live="polite"
      data-testid="chat-messages"
    >
      {messages.map((message, index) =>
        message.role === 'system' ? null : (
          <p
            key={index}
            data-role={message.role}
            className={cn(
              'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-line',
              message.role === 'user'
                ? 'bg-brand-600 ml-auto text-white'
                : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            {message.role === 'user' ? message.content : <SafeMarkdown source={message.content} />}
          </p>
        ),
      )}
      {isPending && (
        <p role="status" className="text-sm text-slate-500 italic dark:text-slate-400">
          {CHAT_TEXTS.thinking}
        </p>
      )}
      <div ref={endRef} />
    </div>
  );
}
