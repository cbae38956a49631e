// What the model is told when the visitor already fell for a scam: the situation the classifier
// recognised, our ordered steps for it and the official reporting pages it may link (the reply guard
// lets exactly those through), so a model answers with the same steps as the offline assistant.
import { OUR_PAGES } from '../assistant/our-pages';
import type { AssistantTurn } from '../ai-provider';
import { dataBlock } from '../prompts/prompt-data';
import { incidentSteps, reportingLinksToOffer } from './incident-answer';
import { recogniseIncident } from './recognise-incident';

export function incidentMessage(history: readonly AssistantTurn[]): string | null {
  const incident = recogniseIncident(history);
  if (incident === null) return null;
  const id = incident.incident === 'scammed-general' ? undefined : incident.incident;
  const steps = incidentSteps(id).map((step, index) => `${index + 1}) ${step}`);
  const links = reportingLinksToOffer(incident.country, id).map((link) => `${link.name}: ${link.href}`);
  const lines = [
    `situation: ${incident.incident}`,
    `steps in order: ${steps.join('; ')}`,
    `official reporting pages: ${links.join('; ')}`,
    `guide page: ${OUR_PAGES.scammed}${id === undefined ? '' : `#${id}`}`,
  ];
  return `The visitor already fell for a scam. Give these steps in this order, where to report it (markdown links to the official pages listed), and link the guide page.\n${dataBlock('incident', lines)}`;
}
