import { dot, HASH_BUCKETS, type SparseVector } from '../model/hashed-features';

/**
 * Binary logistic regression by stochastic gradient descent over hashed sparse vectors, with L2
 * weight decay on the weights each example touches and class weights that balance the two labels.
 * Deterministic: the order of examples comes from a seeded generator.
 */
/** `weight` (default 1) scales an example's gradient, so a large source does not drown a small one. */
export type Example = { vector: SparseVector; positive: boolean; weight?: number };
export type TrainedHead = { weights: Float64Array; bias: number };

export type TrainOptions = { epochs: number; learningRate: number; l2: number; seed: number };
export const DEFAULT_TRAIN_OPTIONS: TrainOptions = { epochs: 6, learningRate: 0.6, l2: 1e-5, seed: 20261126 };

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function trainLogistic(examples: readonly Example[], options = DEFAULT_TRAIN_OPTIONS): TrainedHead {
  const weights = new Float64Array(HASH_BUCKETS);
  let bias = 0;
  const total = examples.reduce((sum, example) => sum + (example.weight ?? 1), 0);
  const positives = examples.reduce(
    (sum, example) => sum + (example.positive ? (example.weight ?? 1) : 0),
    0,
  );
  const classWeight = {
    positive: total / (2 * Math.max(1, positives)),
    negative: total / (2 * Math.max(1, total - positives)),
  };
  const random = seededRandom(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    const rate = options.learningRate / (1 + epoch);
    for (const { vector, positive, weight = 1 } of shuffled(examples, random)) {
      const p = 1 / (1 + Math.exp(-dot(weights, bias, vector)));
      const gradient =
        (p - (positive ? 1 : 0)) * (positive ? classWeight.positive : classWeight.negative) * weight;
      const step = rate * gradient * vector.value;
      for (const index of vector.indices) {
        const weight = weights[index] ?? 0;
        weights[index] = weight - step - rate * options.l2 * weight;
      }
      bias -= rate * gradient * 0.1;
    }
  }
  return { weights, bias };
}
