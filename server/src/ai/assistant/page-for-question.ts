// The page a reply should point to when its writer (a model) forgot: the page of the curated answer
// that best matches the question, or the home page scanner.
import type { DomainCheck, MessageCheck } from '../ai-provider';
import { INTENTS } from '../intents';
import { matchIntent } from '../intents/match-intent';
import type { PageLink } from './guard-reply';
import { MESSAGE_CHECKER_PATH } from './message-answer';
import { recogniseIncident } from '../incidents/recognise-incident';
import { isOurPagePath, OUR_PAGES, reportPagePath } from './our-pages';

const HOME: PageLink = { path: '/', label: 'website checker' };
const FIRST_LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/;

export function pageForQuestion(
  question: string,
  domainCheck?: DomainCheck,
  messageCheck?: MessageCheck,
): PageLink {
  const worstLink = messageCheck?.links[0];
  if (worstLink !== undefined) return { path: worstLink.reportPath, label: 'full report' };
  if (messageCheck !== undefined) return { path: MESSAGE_CHECKER_PATH, label: 'message checker' };
  const incident =
    messageCheck === undefined ? recogniseIncident([{ role: 'user', content: question }]) : null;
  if (incident !== null) {
    const anchor = incident.incident === 'scammed-general' ? '' : `#${incident.incident}`;
    return { path: `${OUR_PAGES.scammed}${anchor}`, label: 'Scammed? page' };
  }
  if (domainCheck?.report) return { path: reportPagePath(domainCheck.report.domain), label: 'full report' };
  const intent = matchIntent(question, INTENTS);
  const link = intent === null ? null : FIRST_LINK.exec(intent.answer);
  const [, label, path] = link ?? [];
  return label !== undefined && path !== undefined && isOurPagePath(path) ? { path, label } : HOME;
}
