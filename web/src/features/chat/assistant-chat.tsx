/** The floating assistant button and its panel, mounted once by the layout. */
import { MessageCircle, X } from 'lucide-react';
import { ChatPanel } from './chat-panel';
import { CHAT_TEXTS } from './chat-content';
import { useChatStore } from './chat-store';

export const CHAT_PANEL_ID = 'assistant-chat-panel';

export function AssistantChat() {
  const isOpen = useChatStore((state) => state.isOpen);
  const setOpen = useChatStore((state) => state.setOpen);
  return (
    <>
      {isOpen && <ChatPanel id={CHAT_PANEL_ID} onClose={() => setOpen(false)} />}
      <button
        type="button"
        aria-label={isOpen ? CHAT_TEXTS.close : CHAT_TEXTS.open}
        title={isOpen ? CHAT_TEXTS.close : CHAT_TEXTS.open}
        aria-expanded={isOpen}
        aria-controls={CHAT_PANEL_ID}
        onClick={() => setOpen(!isOpen)}
        className="bg-brand-600 hover:bg-brand-700 fixed right-6 bottom-6 z-40 inline-flex size-14 items-center justify-center rounded-full text-white shadow-lg"
      >
        {isOpen ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>
    </>
  );
}
