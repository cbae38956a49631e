import { createHash } from 'node:crypto';
import { IMAGE_UPLOAD_MESSAGES } from '@scamcheck/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../http/app-error';
import { applyDecoderAllowlist } from './decoder-allowlist';
import { IMAGE_LIMITS } from './image-limits';
import { sniffImageFormat, type ImageFormat } from './image-signature';

// libvips keeps up to 50 MB of recent operations for reuse; uploads are each seen once, so the cache
// only held memory after a burst of screenshots (docs/performance.md).
sharp.cache(false);

/**
 * The upload gate: the format is decided by magic bytes AND a
 * successful decode by that format's decoder; sizes, pixels and frames are checked from the header
 * before decoding; the image is re-encoded, which drops EXIF/GPS and anything appended after the image
 * data. Nothing downstream (OCR, vision model, hash) ever sees the uploaded bytes, only the re-encode.
 */
export type GatedImage = {
  format: ImageFormat;
  width: number;
  height: number;
  frames: number;
  /** First frame, auto-oriented, flattened on white, as PNG without metadata. */
  png: Buffer;
  /** SHA-256 (hex) of `png`: identifies the picture without keeping it. */
  sha256: string;
};

export const IMAGE_REJECTIONS = {
  unreadable: 'This image could not be read. It may be damaged or not really a JPEG, PNG, GIF or WEBP.',
  tooManyPixels: `This image has too many pixels to analyze (at most ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels).`,
  tooManyFrames: `This animation has too many frames to analyze (at most ${IMAGE_LIMITS.maxFrames}).`,
} as const;

// libvips names GIF "gif" and JPEG "jpeg", like our signatures; anything else means the bytes lied.
const DECODED_FORMAT: Record<ImageFormat, Metadata['format']> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

export async function gateImage(bytes: Buffer): Promise<GatedImage> {
  applyDecoderAllowlist();
  if (bytes.length > IMAGE_LIMITS.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_UPLOAD_MESSAGES.size);
  const format = sniffImageFormat(bytes);
  if (format === null) throw new AppError('BAD_REQUEST', IMAGE_UPLOAD_MESSAGES.type);

  const header = await readHeader(bytes);
  if (header.format !== DECODED_FORMAT[format]) throw new AppError('BAD_REQUEST', IMAGE_UPLOAD_MESSAGES.type);
  const width = header.width;
  const frameHeight = header.pageHeight ?? header.height;
  const frames = header.pages ?? 1;
  if (width * frameHeight > IMAGE_LIMITS.maxPixels)
    throw new AppError('BAD_REQUEST', IMAGE_REJECTIONS.tooManyPixels);
  if (frames > IMAGE_LIMITS.maxFrames) throw new AppError('BAD_REQUEST', IMAGE_REJECTIONS.tooManyFrames);
  if (width * frameHeight * frames > IMAGE_LIMITS.maxTotalPixels) {
    throw new AppError('BAD_REQUEST', IMAGE_REJECTIONS.tooManyFrames);
  }

  const png = await reencode(bytes);
  const sha256 = createHash('sha256').update(png).digest('hex');
  const size = await sharp(png).metadata();
  return { format, width: size.width, height: size.height, frames, png, sha256 };
}

async function readHeader(bytes: Buffer): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels }).metadata();
  } catch (error) {
    // libvips refuses to even describe an image past the pixel limit.
    const isTooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw new AppError(
      'BAD_REQUEST',
      isTooLarge ? IMAGE_REJECTIONS.tooManyPixels : IMAGE_REJECTIONS.unreadable,
      error,
    );
  }
}

async function reencode(bytes: Buffer): Promise<Buffer> {
  try {
    // failOn 'error', not the default 'warning': ordinary PNGs with a slightly wrong colour profile
    // warn, and the decode is already bounded by the pixel limit and the four-decoder allowlist.
    return await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, pages: 1, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    throw new AppError('BAD_REQUEST', IMAGE_REJECTIONS.unreadable, error);
  }
}
