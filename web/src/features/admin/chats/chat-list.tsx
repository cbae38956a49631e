import type { ChatSummary } from '@scamcheck/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../report/format';
import { PagedResults } from '../ui/paged-results';
import { QueryState } from '../ui/query-state';
import { useAdminChat, useAdminChats } from './chats-api';

function Transcript({ chatId }: { chatId: string }) {
  const chat = useAdminChat(chatId);
  return (
    <QueryState query={chat} what="the conversation">
      {(data) => (
        <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
          {data.messages.map((message, index) => (
            <li key={index} className="text-sm">
              <span className="font-semibold">{message.role === 'user' ? 'Visitor' : 'Assistant'}</span>{' '}
              <time dateTime={message.createdAt} className="text-xs text-slate-600 dark:text-slate-400">
                {formatDateTime(message.createdAt)}
              </time>
              <p className="break-words whitespace-pre-wrap">{message.content}</p>
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}

function ChatItem({ chat }: { chat: ChatSummary }) {
  const transcriptId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{chat.preview || '(no question yet)'}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {chat.messageCount} messages · {chat.email ?? 'no email left'}
            {chat.userId ? ' · signed in' : ''} · last active {formatDateTime(chat.updatedAt)}
          </p>
        </div>
        <Button
          variant="ghost"
          aria-expanded={isOpen}
          aria-controls={transcriptId}
          onClick={() => setIsOpen(!isOpen)}
        >
          {isOpen ? 'Hide transcript' : 'Show transcript'}
        </Button>
      </div>
      <div id={transcriptId}>{isOpen && <Transcript chatId={chat.chatId} />}</div>
    </li>
  );
}

/** Stored assistant conversations, with their contact email when the visitor left one. */
export function ChatList() {
  const [page, setPage] = useState(1);
  const chats = useAdminChats(page);
  return (
    <PagedResults
      query={chats}
      what="the conversations"
      empty="No conversation has been stored yet."
      onPageChange={setPage}
    >
      {(data) => (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {data.items.map((chat) => (
            <ChatItem key={chat.chatId} chat={chat} />
          ))}
        </ul>
      )}
    </PagedResults>
  );
}
