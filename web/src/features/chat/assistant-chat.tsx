/** The floating assistant button and its panel, mounted once by the layout. */
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { CHAT_TEXTS } from './chat-content';
import { useChatStore } from './chat-store';

export const CHAT_PANEL_ID = 'assistant-chat-panel';
const CHAT_BUTTON_ID = 'assistant-chat-button';

// The panel (the conversation, its forms and Radix's dialog) loads when the button is first pointed at,
// focused or pressed, not with every page.
const loadChatPanel = () => import('./chat-panel');
const ChatPanel = lazy(() => loadChatPanel().then((module) => ({ default: module.ChatPanel })));
const preloadChatPanel = () => void loadChatPanel();

export function AssistantChat() {
  const isOpen = useChatStore((state) => state.isOpen);
  const setOpen = useChatStore((state) => state.setOpen);
  return (
    <>
      {isOpen && (
        <Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} returnFocusTo={CHAT_BUTTON_ID} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <button
        type="button"
        id={CHAT_BUTTON_ID}
        aria-label={isOpen ? CHAT_TEXTS.close : CHAT_TEXTS.open}
        title={isOpen ? CHAT_TEXTS.close : CHAT_TEXTS.open}
        aria-expanded={isOpen}
        aria-controls={CHAT_PANEL_ID}
        onPointerEnter={preloadChatPanel}
        onFocus={preloadChatPanel}
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
