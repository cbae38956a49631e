/** The assistant panel's UI state: open or closed, messages, chat id, email prompt. */
import type { ChatMessage } from '@scamcheck/shared';
import { create } from 'zustand';
import { initialMessages } from './chat-content';

type ChatState = {
  isOpen: boolean;
  /** Starts with the hidden system message and the welcome. */
  messages: ChatMessage[];
  input: string;
  chatId: string | null;
  isPending: boolean;
  /** Bumped by 'Restart Chat', so a reply to the abandoned conversation is dropped. */
  generation: number;
  email: string | null;
  isEmailPromptDismissed: boolean;
  setOpen: (isOpen: boolean) => void;
  setInput: (input: string) => void;
  /** Adds the visitor's question and marks a reply as awaited. */
  ask: (content: string) => ChatMessage[];
  receive: (generation: number, reply: { chatId: string; content: string }) => void;
  fail: (generation: number) => void;
  saveEmail: (email: string) => void;
  dismissEmailPrompt: () => void;
  /** 'Restart Chat': clears messages, input, chat id and the email prompt. */
  restart: () => void;
  /** 'Back to Main': the welcome and suggestions again, in the same conversation. */
  backToMain: () => void;
};

export const useChatStore = create<ChatState>()((set, get) => ({
  isOpen: false,
  messages: initialMessages(),
  input: '',
  chatId: null,
  isPending: false,
  generation: 0,
  email: null,
  isEmailPromptDismissed: false,
  setOpen: (isOpen) => set({ isOpen }),
  setInput: (input) => set({ input }),
  ask: (content) => {
    const messages = [...get().messages, { role: 'user' as const, content }];
    set({ messages, input: '', isPending: true });
    return messages;
  },
  receive: (generation, { chatId, content }) =>
    set((state) =>
      state.generation === generation
        ? { chatId, isPending: false, messages: [...state.messages, { role: 'assistant', content }] }
        : {},
    ),
  fail: (generation) => set((state) => (state.generation === generation ? { isPending: false } : {})),
  saveEmail: (email) => set({ email }),
  dismissEmailPrompt: () => set({ isEmailPromptDismissed: true }),
  restart: () =>
    set((state) => ({
      messages: initialMessages(),
      input: '',
      chatId: null,
      isPending: false,
      generation: state.generation + 1,
      isEmailPromptDismissed: false,
    })),
  backToMain: () => set({ messages: initialMessages() }),
}));

/** Whether the visitor has had at least one answer from the assistant (the welcome does not count). */
export function hasAssistantReply(messages: readonly ChatMessage[]): boolean {
  return messages.slice(2).some((message) => message.role === 'assistant');
}
