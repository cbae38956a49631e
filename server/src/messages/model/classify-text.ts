import { dot, featuresOf } from './hashed-features';
import type { LoadedHead, LoadedModel } from './message-model';

export type Classification = { scamProbability: number; spamProbability: number };

export function calibrated(head: LoadedHead, raw: number): number {
  return 1 / (1 + Math.exp(head.platt.a * raw + head.platt.b));
}

/**
 * Scam probability from the scam head; spam probability is "not a scam" times the spam head's
 * probability of marketing among non-scams, so the two never add up to more than one.
 */
export function classifyText(model: LoadedModel, text: string): Classification {
  const vector = featuresOf(text);
  const scamProbability = calibrated(model.scam, dot(model.scam.weights, model.scam.bias, vector));
  const spamGivenNotScam = calibrated(model.spam, dot(model.spam.weights, model.spam.bias, vector));
  return { scamProbability, spamProbability: (1 - scamProbability) * spamGivenNotScam };
}

/** Sentences ordered by how scam-like the scam head finds each on its own: the classifier's evidence. */
export function sentencesByScamScore(model: LoadedModel, sentences: readonly string[]): string[] {
  return sentences
    .filter((sentence) => /\p{L}{3}/u.test(sentence))
    .map((sentence) => ({ sentence, raw: dot(model.scam.weights, model.scam.bias, featuresOf(sentence)) }))
    .sort((a, b) => b.raw - a.raw)
    .map(({ sentence }) => sentence);
}
