// The vision capability of the AI port: a model looks at an uploaded image (already re-encoded by the
// upload gate) and reports evidence-bound warning signs. It has no way to say "safe": its findings can
// only add to what the deterministic rules found.
import type { ScamCategory } from '@scamcheck/shared';

export type VisionRequest = {
  /** JPEG of the gate's re-encode: no metadata, never the uploaded bytes. */
  image: Buffer;
  /** Per attempt; the visitor is waiting. */
  timeoutMs: number;
  signal?: AbortSignal;
};

export type VisionFinding = {
  category: ScamCategory | null;
  title: string;
  /** What in the image shows it: quoted text or a described element. */
  evidence: string;
  confidence: 'low' | 'medium' | 'high';
};

export const VISION_UNAVAILABLE_REASONS = ['refusal', 'timeout', 'truncated', 'malformed', 'error'] as const;
export type VisionUnavailableReason = (typeof VISION_UNAVAILABLE_REASONS)[number];

/** 'off': no vision model configured; 'unavailable': it failed, refused or answered off-schema. */
export type VisionOutcome =
  | { status: 'off' }
  | { status: 'unavailable'; reason: VisionUnavailableReason }
  | { status: 'used'; findings: VisionFinding[]; model: string };
