// The default provider: no network, deterministic. Replies come from curated answers or
// from a real analysis of the domain asked about; summaries are the engine's template.
import type { AiProvider, AssistantRequest, Explanation, ExplainRequest } from './ai-provider';
import { OFF_TOPIC_REPLY } from './assistant/canned-replies';
import { guardReply } from './assistant/guard-reply';
import { answerFromMessage } from './assistant/message-answer';
import { pageForQuestion } from './assistant/page-for-question';
import { answerFromReport } from './assistant/report-answer';
import { answerFromIncident } from './incidents/incident-answer';
import { recogniseIncident } from './incidents/recognise-incident';
import { INTENTS } from './intents';
import { matchIntent } from './intents/match-intent';

export function createOfflineProvider(): AiProvider {
  return {
    kind: 'offline',
    reply: (request) => Promise.resolve(offlineReply(request)),
    explain: (request) => Promise.resolve(templateExplanation(request, null)),
  };
}

export function offlineReply({ history, domainCheck, messageCheck }: AssistantRequest): string {
  const question = lastQuestion(history);
  // Someone who already paid or shared something needs the steps first, even when they name the site.
  const incident = messageCheck ? null : recogniseIncident(history);
  const answer = messageCheck
    ? answerFromMessage(messageCheck)
    : incident
      ? answerFromIncident(incident, incident.country)
      : domainCheck
        ? answerFromReport(domainCheck)
        : (matchIntent(question, INTENTS)?.answer ?? OFF_TOPIC_REPLY);
  return guardReply(answer, { fallbackLink: pageForQuestion(question, domainCheck, messageCheck) });
}

export function templateExplanation(
  { templateSummary }: ExplainRequest,
  fallbackReason: Extract<Explanation, { source: 'template' }>['fallbackReason'],
): Explanation {
  return { source: 'template', summary: templateSummary, scoreAdjustment: 0, fallbackReason };
}

export function lastQuestion(history: AssistantRequest['history']): string {
  return history.findLast((turn) => turn.role === 'user')?.content ?? '';
}
