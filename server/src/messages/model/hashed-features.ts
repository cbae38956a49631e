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

const OFFSET = 2166136261;

function fnvContinue(hash: number, text: string): number {
  let next = hash;
  for (let i = 0; i < text.length; i += 1) next = Math.imul(next ^ text.charCodeAt(i), FNV_PRIME);
  return next;
}

const WORD_SEED = 1;
const BIGRAM_SEED = 2;
const CHAR_SEED = 3;
const SPACE = 32;

// Scratch space reused by every call (the analyzer is synchronous): which buckets this text has set,
// marked with the call's stamp so nothing is cleared between texts, and the buckets in order of arrival.
const stamps = new Uint32Array(HASH_BUCKETS);
let stamp = 0;
let found = new Uint32Array(4096);
let count = 0;

function add(hash: number): void {
  const bucket = (hash >>> 0) & MASK;
  if (stamps[bucket] === stamp) return;
  stamps[bucket] = stamp;
  if (count === found.length) {
    const grown = new Uint32Array(found.length * 2);
    grown.set(found);
    found = grown;
  }
  found[count] = bucket;
  count += 1;
}

export function featuresOf(text: string): SparseVector {
  const words = modelWords(text);
  stamp = stamp === 0xffffffff ? 1 : stamp + 1;
  if (stamp === 1) stamps.fill(0);
  count = 0;
  // Word unigrams, and bigrams hashed as "previous word", a space, "word".
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    add(fnvContinue((OFFSET ^ WORD_SEED) >>> 0, word));
    if (i > 0) {
      const first = fnvContinue((OFFSET ^ BIGRAM_SEED) >>> 0, words[i - 1] ?? '');
      add(fnvContinue(Math.imul(first ^ SPACE, FNV_PRIME), word));
    }
  }
  // Character 3-, 4- and 5-grams of " word word ", hashed incrementally from each starting position.
  const stream = ` ${words.join(' ')} `;
  for (let i = 0; i + 3 <= stream.length; i += 1) {
    let hash = (OFFSET ^ CHAR_SEED) >>> 0;
    const end = Math.min(stream.length, i + 5);
    for (let j = i; j < end; j += 1) {
      hash = Math.imul(hash ^ stream.charCodeAt(j), FNV_PRIME);
      if (j - i >= 2) add(hash);
    }
  }
  const indices = found.slice(0, count);
  return { indices, value: count === 0 ? 0 : 1 / Math.sqrt(count) };
}

/** The raw score w·x + b of one head. */
export function dot(weights: Float32Array | Float64Array, bias: number, vector: SparseVector): number {
  let sum = 0;
  const { indices } = vector;
  for (let i = 0; i < indices.length; i += 1) sum += weights[indices[i] ?? 0] ?? 0;
  return bias + sum * vector.value;
}
