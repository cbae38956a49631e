/** Sending a question and saving the email: the panel's two actions, with their validation and failure toasts. */
import { isValidChatEmail } from '@scamcheck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToast } from '../../components/ui/use-toast';
import { saveChatEmail, sendChatMessage } from './chat-api';
import { QUOTA_PATH } from '../dashboard/quota-query';
import { CHAT_TOASTS } from './chat-content';
import { useChatStore } from './chat-store';

export function useChatActions() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const send = useCallback(
    async (text: string) => {
      const state = useChatStore.getState();
      const content = text.trim();
      // Ignored if empty after trimming or while a reply is pending.
      if (content === '' || state.isPending) return;
      const { generation, chatId, email } = state;
      const messages = state.ask(content);
      try {
        const reply = await sendChatMessage({ messages, chatId, email });
        useChatStore.getState().receive(generation, reply);
      } catch (error) {
        console.error('The assistant did not answer:', error);
        const current = useChatStore.getState();
        current.fail(generation);
        if (current.generation === generation) toast(CHAT_TOASTS.failure);
      } finally {
        // Each message counts against the hour's assistant messages (and may have run a site check).
        void queryClient.invalidateQueries({ queryKey: [QUOTA_PATH] });
      }
    },
    [toast, queryClient],
  );

  const saveEmail = useCallback(
    (value: string) => {
      const state = useChatStore.getState();
      const email = value.trim();
      if (!isValidChatEmail(email)) {
        toast(CHAT_TOASTS.invalidEmail);
        return;
      }
      state.saveEmail(email);
      toast(CHAT_TOASTS.emailSaved);
      // Sent with every later message too, so a failure here loses nothing; it is only logged.
      if (state.chatId !== null) {
        saveChatEmail(state.chatId, email).catch((error: unknown) =>
          console.error('Saving the chat email failed:', error),
        );
      }
    },
    [toast],
  );

  return { send, saveEmail };
}
