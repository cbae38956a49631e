/** Starter questions under the welcome; a click sends one after 100 ms. */
import { useEffect, useRef } from 'react';
import { CHAT_SUGGESTIONS, CHAT_TEXTS, SUGGESTION_SEND_DELAY_MS } from './chat-content';

export function ChatSuggestions({ onPick }: { onPick: (text: string) => void | Promise<void> }) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handlePick = (text: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void onPick(text), SUGGESTION_SEND_DELAY_MS);
  };

  return (
    <ul aria-label={CHAT_TEXTS.suggestionsLabel} className="flex flex-wrap gap-2 px-3 pb-2">
      {CHAT_SUGGESTIONS.map((suggestion) => (
        <li key={suggestion}>
          <button
            type="button"
            onClick={() => handlePick(suggestion)}
            className="border-brand-500 text-brand-700 hover:bg-brand-50 dark:text-brand-500 rounded-full border px-3 py-1 text-xs dark:hover:bg-slate-800"
          >
            {suggestion}
          </button>
        </li>
      ))}
    </ul>
  );
}
