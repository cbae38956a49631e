// Picks the curated answer whose keywords best cover a question: whole-word matches, each worth its
// word count, so "been scammed" (2) outweighs "scam" (1). No match means the question is off-topic.
import type { Intent } from './intent';

/** Lower case, apostrophes dropped ("I've" -> "ive"), everything else but letters and digits a space. */
export function normalizeQuestion(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

const HINT_WEIGHT = 0.5;
/** Below this nothing matches: one real keyword, or two hints together. */
const MIN_SCORE = 1;

export function scoreIntent(normalizedQuestion: string, intent: Intent): number {
  return (
    phraseScore(normalizedQuestion, intent.keywords) +
    HINT_WEIGHT * phraseScore(normalizedQuestion, intent.hints ?? [])
  );
}

function phraseScore(normalizedQuestion: string, phrases: readonly string[]): number {
  let score = 0;
  for (const keyword of phrases) {
    const phrase = normalizeQuestion(keyword);
    if (normalizedQuestion.includes(phrase)) score += phrase.trim().split(' ').length;
  }
  return score;
}

export function matchIntent(question: string, intents: readonly Intent[]): Intent | null {
  const normalized = normalizeQuestion(question);
  let best: Intent | null = null;
  let bestScore = 0;
  for (const intent of intents) {
    const score = scoreIntent(normalized, intent);
    if (score >= MIN_SCORE && score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}
