// The offline assistant's answer to a pasted message: the message analyzer's verdict, its main reasons
// and the first steps of its advice, then one link (the report of its worst link, or the message checker).
import type { MessageCheck } from '../ai-provider';
import { OUR_PAGES } from './our-pages';
import { capSentences, listOf, lowerFirst } from './sentences';

/** Sentences before the link: verdict, reasons, steps. */
const BODY_SENTENCES = 3;

export const MESSAGE_CHECKER_PATH = `${OUR_PAGES.home}#message`;

export function answerFromMessage(check: MessageCheck): string {
  const sentences = [verdict(check)];
  if (check.warningSigns.length > 0) {
    sentences.push(`Main warning signs: ${listOf(check.warningSigns.slice(0, 2))}.`);
  }
  const steps = check.whatToDo.slice(0, 2).map(asClause);
  if (steps.length > 0) sentences.push(`What to do now: ${steps.join('; ')}.`);
  const body = capSentences(sentences.join(' '), BODY_SENTENCES);
  const worst = check.links[0];
  const link =
    worst === undefined
      ? `You can check the next one on the [message checker](${MESSAGE_CHECKER_PATH}).`
      : `The link goes to ${worst.domain}: see its [full report](${worst.reportPath}).`;
  return `${body} ${link}`;
}

function verdict({ verdict: kind, score, families }: MessageCheck): string {
  const scored = `(score ${score}/100)`;
  const type = families[0] === undefined ? '' : `, of the “${lowerFirst(families[0])}” kind`;
  switch (kind) {
    case 'scam':
      return `This message looks like a scam ${scored}${type}.`;
    case 'suspicious':
      return `This message has warning signs ${scored}, so do not act on it until you have checked it another way.`;
    case 'spam':
      return `This looks like unwanted marketing (spam) rather than a scam ${scored}.`;
    case 'no-signs':
      return `I found no scam signs in this message ${scored}, though that is not a guarantee.`;
  }
}

/** A step's first sentence as a clause of a list ("Do not click. They never…" → "do not click"). */
function asClause(step: string): string {
  const [first = ''] = step.trim().split(/(?<=[.!?])\s+/);
  return lowerFirst(first.replace(/[.!]+$/, ''));
}
