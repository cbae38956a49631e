// Reading the incident guides (the text is data, in data/incident-guides.ts).
import { INCIDENT_GUIDES, type IncidentGuide, type IncidentId } from '../data/incident-guides';

export function incidentGuide(id: IncidentId): IncidentGuide {
  const guide = INCIDENT_GUIDES.find((candidate) => candidate.id === id);
  if (guide === undefined) throw new Error(`No guide for incident ${id}`);
  return guide;
}

/** A step as the page shows it: a sentence starting upper-case and ending with a full stop. */
export function stepSentence(step: string): string {
  return `${step.charAt(0).toUpperCase()}${step.slice(1)}.`;
}
