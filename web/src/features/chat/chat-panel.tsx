/** The assistant's panel: header actions, the conversation, suggestions, the email prompt and the input. */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { ChatEmailPrompt } from './chat-email-prompt';
import { ChatInput } from './chat-input';
import { ChatMessageList } from './chat-message-list';
import { ChatSuggestions } from './chat-suggestions';
import { CHAT_TEXTS } from './chat-content';
import { hasAssistantReply, useChatStore } from './chat-store';
import { useChatActions } from './use-chat-actions';

type ChatPanelProps = {
  id: string;
  onClose: () => void;
  /** The id of the button that opened it. */
  returnFocusTo: string;
};

/**
 * A non-modal Radix Dialog: the page stays usable (a click or focus elsewhere leaves the panel open),
 * Escape closes it and focus goes back to the assistant button.
 */
export function ChatPanel({ id, onClose, returnFocusTo }: ChatPanelProps) {
  const messages = useChatStore((state) => state.messages);
  const email = useChatStore((state) => state.email);
  const isEmailPromptDismissed = useChatStore((state) => state.isEmailPromptDismissed);
  const restart = useChatStore((state) => state.restart);
  const backToMain = useChatStore((state) => state.backToMain);
  const { send, saveEmail } = useChatActions();

  const hasQuestions = messages.some((message) => message.role === 'user');
  const isEmailPromptShown = hasAssistantReply(messages) && email === null && !isEmailPromptDismissed;

  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => open || onClose()}>
      <Dialog.Content
        id={id}
        aria-describedby={undefined}
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(returnFocusTo)?.focus();
        }}
        className="fixed right-4 bottom-24 z-40 flex h-[min(34rem,calc(100vh-8rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900"
      >
        <header className="flex items-center gap-1 border-b border-slate-200 px-3 py-2 dark:border-slate-700">
          <Dialog.Title className="flex-1 text-sm font-semibold">{CHAT_TEXTS.title}</Dialog.Title>
          <Button variant="ghost" className="px-2 py-1 text-xs" onClick={backToMain}>
            {CHAT_TEXTS.backToMain}
          </Button>
          <Button variant="ghost" className="px-2 py-1 text-xs" onClick={restart}>
            {CHAT_TEXTS.restart}
          </Button>
          <IconButton label={CHAT_TEXTS.close} onClick={onClose} className="size-8">
            <X />
          </IconButton>
        </header>
        <ChatMessageList messages={messages} />
        {!hasQuestions && <ChatSuggestions onPick={send} />}
        {isEmailPromptShown && <ChatEmailPrompt onSave={saveEmail} />}
        <ChatInput onSend={send} />
        <p className="px-3 pb-2 text-xs text-slate-500 dark:text-slate-400">{CHAT_TEXTS.note}</p>
      </Dialog.Content>
    </Dialog.Root>
  );
}
