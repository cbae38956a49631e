/**
 * "Check selected text": the words the user selected go to the server as a pasted message, and the result
 * page shows the verdict. Nothing is sent in "local checks only" mode, nor when the selection is empty or
 * longer than the server accepts.
 */
import { MESSAGE_INPUT_MESSAGES, MESSAGE_MAX_CHARS, type MessageChannel } from '@scamcheck/shared';
import { createApiClient } from '../lib/api-client';
import { checkableHost } from '../lib/host';
import { getServerUrl, getSettings } from '../lib/settings';
import { failureTitle, startCheck, type RightClickDeps } from './right-click-checks';

export const LOCAL_ONLY_MESSAGE_MESSAGE =
  'Message checks send the selected text to the ScamCheck server. Turn off "Local checks only" in the options to use them.';

export const MESSAGE_CHECK_FAILED_TITLE = 'Message Check Failed';

const SUBJECT_CHARS = 80;

// Where a selection was made says where the message arrived, on the big web mail, chat and social sites.
const CHANNEL_BY_SITE: Readonly<Record<string, MessageChannel>> = {
  'mail.google.com': 'email',
  'outlook.live.com': 'email',
  'outlook.office.com': 'email',
  'mail.yahoo.com': 'email',
  'messages.google.com': 'sms',
  'web.whatsapp.com': 'chat',
  'web.telegram.org': 'chat',
  'www.messenger.com': 'chat',
  'www.facebook.com': 'social',
  'www.instagram.com': 'social',
  'x.com': 'social',
  'www.linkedin.com': 'social',
};

export function channelForPage(pageUrl: string | undefined): MessageChannel | undefined {
  const page = checkableHost(pageUrl);
  return page.kind === 'checkable' ? CHANNEL_BY_SITE[page.host] : undefined;
}

/** A short quote of the selection, cut at a word, for the result page's subject line. */
export function selectionSubject(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= SUBJECT_CHARS) return `“${oneLine}”`;
  const cut = oneLine.slice(0, SUBJECT_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `“${lastSpace > 0 ? cut.slice(0, lastSpace) : cut}…”`;
}

export async function checkSelection(text: string, pageUrl: string | undefined, deps: RightClickDeps) {
  const { base, finish, fail } = await startCheck('message', selectionSubject(text), deps);
  if (text.trim() === '') return fail(MESSAGE_CHECK_FAILED_TITLE, MESSAGE_INPUT_MESSAGES.missing);
  if (text.length > MESSAGE_MAX_CHARS)
    return fail(MESSAGE_CHECK_FAILED_TITLE, MESSAGE_INPUT_MESSAGES.tooLong);
  if ((await getSettings()).localOnly) return fail('Local checks only', LOCAL_ONLY_MESSAGE_MESSAGE);
  const client = (deps.createClient ?? createApiClient)(await getServerUrl());
  const channel = channelForPage(pageUrl);
  const answer = await client.analyzeMessage({ text, ...(channel === undefined ? {} : { channel }) });
  if (!answer.ok) {
    const { title, message } = failureTitle(answer.failure, MESSAGE_CHECK_FAILED_TITLE);
    return fail(title, message);
  }
  return finish({ ...base, state: 'message', result: answer.data });
}
