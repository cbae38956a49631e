import { IMAGE_MAX_BYTES } from '@scamcheck/shared';

/** Bounds on what one upload may make the server decode, fixed before any pixel is decoded. */
export const IMAGE_LIMITS = {
  maxBytes: IMAGE_MAX_BYTES,
  /**
   * Pixels of one frame. A 5 MB PNG can claim 100,000 × 100,000 pixels (a decompression bomb); 25 MP
   * still fits a full-length phone screenshot (1290 × 19,000) and bounds a decode to ~100 MB RGBA.
   */
  maxPixels: 25_000_000,
  /** Frames of an animated GIF or WebP; only the first is analysed. */
  maxFrames: 100,
  /** Pixels across all frames, so 100 large frames cannot be declared either. */
  maxTotalPixels: 250_000_000,
} as const;
