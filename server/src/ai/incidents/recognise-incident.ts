// The incident a conversation is about, if any, with the visitor's country: the last question decides
// the situation; the country may have been said in any earlier turn ("I'm in the UK" … "I paid by card").
import type { ReportingCountry } from '@scamcheck/shared';
import type { AssistantTurn } from '../ai-provider';
import { createIncidentClassifier, type IncidentMatch } from './classify-incident';
import { detectCountry } from './detect-country';

const classifier = createIncidentClassifier();

export type RecognisedIncident = IncidentMatch & { country: ReportingCountry | null };

export function recogniseIncident(history: readonly AssistantTurn[]): RecognisedIncident | null {
  const questions = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const last = questions.at(-1);
  if (last === undefined) return null;
  const match = classifier.classify(last);
  if (match === null) return null;
  const country = questions.reduceRight<ReportingCountry | null>(
    (found, question) => found ?? detectCountry(question),
    null,
  );
  return { ...match, country };
}
