/** The assistant panel's fixed texts and its opening state. */
import { CHAT_EMAIL_INVALID_MESSAGE, type ChatMessage } from '@scamcheck/shared';
import type { ToastInput } from '../../components/ui/toast-store';

export const CHAT_TEXTS = {
  title: 'ScamCheck Assistant',
  open: 'Open the ScamCheck assistant',
  close: 'Close the assistant',
  restart: 'Restart Chat',
  backToMain: 'Back to Main',
  inputLabel: 'Your question',
  inputPlaceholder: 'Ask about a website, a message or a scam…',
  send: 'Send',
  thinking: 'The assistant is typing…',
  note: 'Conversations are saved so we can improve the assistant and follow up if you leave an email.',
  emailPrompt: 'Want us to follow up? Leave your email (optional).',
  emailLabel: 'Email address',
  emailSave: 'Save',
  emailDismiss: 'No thanks',
  suggestionsLabel: 'Suggested questions',
} as const;

/** The chat's validation and failure toasts. */
export const CHAT_TOASTS = {
  failure: {
    title: 'Failed to get response',
    description: 'Unable to connect to the AI assistant. Please try again later.',
    variant: 'destructive',
  },
  invalidEmail: { title: 'Invalid email', description: CHAT_EMAIL_INVALID_MESSAGE, variant: 'destructive' },
  emailSaved: { title: 'Email saved', description: "We'll use this email if you need further assistance." },
} as const satisfies Record<string, ToastInput>;

/** The hidden message a chat starts with (the server keeps its own rules and ignores it). */
export const HIDDEN_SYSTEM_MESSAGE: ChatMessage = {
  role: 'system',
  content: 'You are the ScamCheck assistant. Keep answers short and point to a relevant ScamCheck page.',
};

export const WELCOME_MESSAGE: ChatMessage = {
  role: 'assistant',
  content:
    "Hi! I'm the ScamCheck assistant. Ask me whether a website is safe, how to spot a scam, or what to do if you've been scammed.",
};

export const CHAT_SUGGESTIONS = [
  'How do I spot a phishing email?',
  "I've been scammed, what should I do?",
  'How does the trust score work?',
  'Is paypal.com safe?',
] as const;

/** A clicked suggestion is sent after this delay. */
export const SUGGESTION_SEND_DELAY_MS = 100;

export function initialMessages(): ChatMessage[] {
  return [HIDDEN_SYSTEM_MESSAGE, WELCOME_MESSAGE];
}
