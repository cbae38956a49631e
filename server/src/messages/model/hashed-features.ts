import { modelWords } from './model-text';

/**
 * The classifier's features: word unigrams and bigrams and character 3–5-grams of the normalised
 * words, hashed into a fixed number of buckets (FNV-1a), each present feature counted once. Every
 * vector is scaled to unit length so long e-mails and short texts weigh alike.
 */
export const HASH_BITS = 17;
export const HASH_BUCKETS = 1 << HASH_BITS;
const MASK = HASH_BUCKETS - 1;

const FNV_PRIME = 16777619;

export type SparseVector = { indices: Uint32Array; value: number };

function fnv1a(text: string, seed: number): number {
  let hash = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  }
  return hash >>> 0;
}

const WORD_SEED = 1;
const BIGRAM_SEED = 2;
const CHAR_SEED = 3;
export function featuresOf(text: string): SparseVector {
  const words = modelWords(text);
  const buckets = new Set<number>();
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    buckets.add(fnv1a(word, WORD_SEED) & MASK);
    if (i > 0) buckets.add(fnv1a(`${words[i - 1] ?? ''} ${word}`, BIGRAM_SEED) & MASK);
  }
  // Character 3-, 4- and 5-grams of " word word ", hashed incrementally from each starting position.
  const stream = ` ${words.join(' ')} `;
  for (let i = 0; i + 3 <= stream.length; i += 1) {
    let hash = (2166136261 ^ CHAR_SEED) >>> 0;
    const end = Math.min(stream.length, i + 5);
    for (let j = i; j < end; j += 1) {
      hash = Math.imul(hash ^ stream.charCodeAt(j), FNV_PRIME);
      if (j - i >= 2) buckets.add((hash >>> 0) & MASK);
    }
  }
  const indices = Uint32Array.from(buckets);
  return { indices, value: indices.length === 0 ? 0 : 1 / Math.sqrt(indices.length) };
}

/** The raw score w·x + b of one head. */
export function dot(weights: Float32Array | Float64Array, bias: number, vector: SparseVector): number {
  let sum = 0;
  for (const index of vector.indices) sum += weights[index] ?? 0;
  return bias + sum * vector.value;
}
