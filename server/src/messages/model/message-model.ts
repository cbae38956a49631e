import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { findServerPackageRoot } from '../../lib/package-root';
import { HASH_BITS } from './hashed-features';

/**
 * The trained classifier as committed: two logistic-regression heads over hashed features (scam vs not;
 * spam vs ham among what is not a scam), weights quantised to signed bytes and base64-encoded, each head
 * with its Platt calibration, and the provenance of the training data beside them.
 */
const HeadSchema = z.object({
  bias: z.number(),
  /** Weight = byte × scale. */
  scale: z.number().positive(),
  /** Calibrated probability = 1 / (1 + exp(a·raw + b)), fitted on a held-out fold. */
  platt: z.object({ a: z.number(), b: z.number() }),
  weights: z.string(),
});

export const MessageModelFileSchema = z.object({
  name: z.string(),
  trainedAt: z.string(),
  hashBits: z.literal(HASH_BITS),
  /** SHA-256 of both heads' decoded weight bytes, scam then spam. */
  weightsSha256: z.string().regex(/^[0-9a-f]{64}$/),
  heads: z.object({ scam: HeadSchema, spam: HeadSchema }),
  inputs: z.array(z.object({ file: z.string(), sha256: z.string(), rows: z.number(), licence: z.string() })),
  rows: z.record(z.string(), z.number()),
  heldOut: z.array(z.string()),
  calibration: z.record(z.string(), z.number()),
});
export type MessageModelFile = z.infer<typeof MessageModelFileSchema>;
export type MessageModelHead = z.infer<typeof HeadSchema>;

export type LoadedHead = { weights: Float32Array; bias: number; platt: { a: number; b: number } };
export type LoadedModel = { name: string; trainedAt: string; scam: LoadedHead; spam: LoadedHead };

export const MODEL_RELATIVE_PATH = 'src/messages/model/message-model.json';

export function defaultModelPath(): string {
  return join(findServerPackageRoot(import.meta.url), MODEL_RELATIVE_PATH);
}

export function decodeWeights(head: MessageModelHead): Int8Array {
  const bytes = Buffer.from(head.weights, 'base64');
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function loadHead(head: MessageModelHead): LoadedHead {
  const bytes = decodeWeights(head);
  if (bytes.length !== 1 << HASH_BITS) throw new Error('Message model: weights have the wrong length');
  const weights = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) weights[i] = (bytes[i] ?? 0) * head.scale;
  return { weights, bias: head.bias, platt: head.platt };
}

export function readModelFile(path: string = defaultModelPath()): MessageModelFile {
  return MessageModelFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

export function loadModel(path?: string): LoadedModel {
  const file = readModelFile(path);
  return {
    name: `${file.name} (trained ${file.trainedAt.slice(0, 10)})`,
    trainedAt: file.trainedAt,
    scam: loadHead(file.heads.scam),
    spam: loadHead(file.heads.spam),
  };
}
