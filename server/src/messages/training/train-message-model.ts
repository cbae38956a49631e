import { createHash } from 'node:crypto';
import { dot, featuresOf, HASH_BITS } from '../model/hashed-features';
import type { MessageModelFile, MessageModelHead } from '../model/message-model';
import {
  DEFAULT_TRAIN_OPTIONS,
  seededRandom,
  trainLogistic,
  type Example,
  type TrainedHead,
} from './logistic-regression';
import { fitPlatt } from './platt-scaling';
import type { LabelledText } from './spam-assassin';
import type { TrainingInput } from './training-rows';

/**
 * Trains both heads. A seeded 15 % of the rows is set aside first: the heads are trained on the rest,
 * Platt scaling is fitted on that fold, and the heads are then retrained on every row with the same
 * settings and keep the calibration.
 */
export const MODEL_NAME = 'scamcheck-messages-lr';
const CALIBRATION_SHARE = 0.15;

type Prepared = { example: LabelledText; vector: Example['vector'] };

/**
 * Each (source, label) group weighs about the same as a group of GROUP_ROWS rows, so one large corpus
 * (a single phishing mailbox, one country's bank alerts) cannot define what a scam or an honest message
 * looks like; groups smaller than GROUP_FLOOR rows are not inflated beyond that.
 */
const GROUP_ROWS = 1000;
const GROUP_FLOOR = 200;

/**
 * Batches written for ScamCheck (training-rows.ts, TRAINING_PROBE_SESSIONS) teach only the scam head: they call a
 * shop's marketing 'ham' (it is not a scam), so they cannot teach the spam head what marketing looks like.
 */
const WRITTEN_BATCHES = new Set(['probes']);

function headExamples(rows: readonly Prepared[], head: 'scam' | 'spam'): Example[] {
  const kept = rows.filter(
    (row) => head === 'scam' || (row.example.label !== 'scam' && !WRITTEN_BATCHES.has(row.example.source)),
  );
  const sizes = new Map<string, number>();
  const groupOf = (row: Prepared) => `${row.example.source}:${row.example.label}`;
  for (const row of kept) sizes.set(groupOf(row), (sizes.get(groupOf(row)) ?? 0) + 1);
  return kept.map((row) => ({
    vector: row.vector,
    positive: row.example.label === head,
    weight: GROUP_ROWS / Math.max(GROUP_FLOOR, sizes.get(groupOf(row)) ?? 1),
  }));
}

function quantise(
  head: TrainedHead,
  platt: { a: number; b: number },
): { file: MessageModelHead; bytes: Int8Array } {
  let max = 0;
  for (const weight of head.weights) max = Math.max(max, Math.abs(weight));
  const scale = max === 0 ? 1 : max / 127;
  const bytes = new Int8Array(head.weights.length);
  head.weights.forEach((weight, i) => {
    bytes[i] = Math.round(weight / scale);
  });
  const weights = Buffer.from(bytes.buffer).toString('base64');
  return { file: { bias: head.bias, scale, platt, weights }, bytes };
}

function foldAccuracy(head: TrainedHead, fold: readonly Example[], platt: { a: number; b: number }): number {
  const right = fold.filter(({ vector, positive }) => {
    const p = 1 / (1 + Math.exp(platt.a * dot(head.weights, head.bias, vector) + platt.b));
    return p >= 0.5 === positive;
  }).length;
  return fold.length === 0 ? 0 : right / fold.length;
}

export function trainMessageModel(
  rows: readonly LabelledText[],
  inputs: readonly TrainingInput[],
  heldOut: readonly string[],
  now = new Date(),
): MessageModelFile {
  const prepared = rows.map((example) => ({ example, vector: featuresOf(example.text) }));
  const random = seededRandom(DEFAULT_TRAIN_OPTIONS.seed + 1);
  const isCalibration = prepared.map(() => random() < CALIBRATION_SHARE);
  const fit = prepared.filter((_, i) => !isCalibration[i]);
  const fold = prepared.filter((_, i) => isCalibration[i]);
  const calibration: Record<string, number> = { foldRows: fold.length };
  const heads = {} as Record<'scam' | 'spam', { file: MessageModelHead; bytes: Int8Array }>;
  for (const head of ['scam', 'spam'] as const) {
    const partial = trainLogistic(headExamples(fit, head));
    const foldExamples = headExamples(fold, head);
    const platt = fitPlatt(
      foldExamples.map(({ vector }) => dot(partial.weights, partial.bias, vector)),
      foldExamples.map(({ positive }) => positive),
    );
    calibration[`${head}FoldAccuracy`] = Number(foldAccuracy(partial, foldExamples, platt).toFixed(4));
    heads[head] = quantise(trainLogistic(headExamples(prepared, head)), platt);
  }
  const counts: Record<string, number> = {};
  for (const row of rows)
    counts[`${row.source}:${row.label}`] = (counts[`${row.source}:${row.label}`] ?? 0) + 1;
  const digest = createHash('sha256').update(heads.scam.bytes).update(heads.spam.bytes).digest('hex');
  return {
    name: MODEL_NAME,
    trainedAt: now.toISOString(),
    hashBits: HASH_BITS,
    weightsSha256: digest,
    heads: { scam: heads.scam.file, spam: heads.spam.file },
    inputs: [...inputs],
    rows: counts,
    heldOut: [...heldOut],
    calibration,
  };
}
