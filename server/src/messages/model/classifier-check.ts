import type { Check } from '@scamcheck/shared';
import { classifyText, type Classification } from './classify-text';
import type { LoadedModel } from './message-model';

/**
 * The trained text model as a check of kind 'classifier': it sees the message text and gives the two
 * probabilities. Its harm points (the classifier's weight times P(scam)) are decided with the verdict.
 */
export function classifierCheck(model: LoadedModel): Check<string, Classification> {
  return {
    id: 'classifier',
    kind: 'classifier',
    axis: 'harm',
    run: (text) => [classifyText(model, text)],
  };
}
