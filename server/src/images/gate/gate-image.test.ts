import { IMAGE_UPLOAD_MESSAGES } from '@scamcheck/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { animation, jpegWithExif, pngClaiming, solidImage } from '../testing/make-images';
import { gateImage, IMAGE_REJECTIONS } from './gate-image';

async function rejection(bytes: Buffer): Promise<{ status: number; message: string }> {
  const error: unknown = await gateImage(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a rejection, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

describe('the upload gate', () => {
  it.each(['jpeg', 'png', 'gif', 'webp'] as const)(
    'accepts a real %s and re-encodes it as PNG',
    async (format) => {
      const gated = await gateImage(await solidImage(format, 40, 20));
      expect(gated).toMatchObject({ format, width: 40, height: 20, frames: 1 });
      expect((await sharp(gated.png).metadata()).format).toBe('png');
      expect(gated.sha256).toMatch(/^[0-9a-f]{64}$/);
    },
  );

  // Catalogue 25: the type comes from the bytes, never from a name or a declared content type.
  it.each([
    ['HTML bytes (what evil.php.jpg or a lying image/png part carries)', HTML],
    ['an SVG, whose decoder is blocked', SVG],
    ['a TIFF, a real image of a format we do not take', null],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s as not an image of ours', async (_label, bytes) => {
    const input = bytes ?? (await solidImage('tiff'));
    expect(await rejection(input)).toEqual({ status: 400, message: IMAGE_UPLOAD_MESSAGES.type });
  });

  it('refuses bytes that start like a GIF but do not decode as one', async () => {
    const fake = Buffer.concat([Buffer.from('GIF89a'), HTML]);
    expect(await rejection(fake)).toEqual({ status: 400, message: IMAGE_REJECTIONS.unreadable });
  });

  it('refuses a PNG signature in front of a JPEG body, since the decoder disagrees with the bytes', async () => {
    const jpeg = await solidImage('jpeg');
    const lying = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    expect((await rejection(lying)).status).toBe(400);
  });

  it('refuses a truncated PNG', async () => {
    const png = await solidImage('png', 200, 200);
    expect(await rejection(png.subarray(0, 60))).toEqual({
      status: 400,
      message: IMAGE_REJECTIONS.unreadable,
    });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(10_000);
    expect(await rejection(bomb)).toEqual({ status: 400, message: IMAGE_REJECTIONS.tooManyPixels });
  });

  // Catalogue 26.
  it.each(['gif', 'webp'] as const)(
    'refuses an animated %s of 150 frames, and reads a short one',
    async (format) => {
      expect(await rejection(await animation(150, format))).toEqual({
        status: 400,
        message: IMAGE_REJECTIONS.tooManyFrames,
      });
      const short = await gateImage(await animation(3, format));
      expect(short).toMatchObject({ format, frames: 3, width: 8, height: 8 });
    },
  );

  // Catalogue 27.
  it('drops EXIF (owner, GPS) and applies the orientation flag to the pixels', async () => {
    const photo = await jpegWithExif();
    expect(photo.toString('latin1')).toContain('Jane Owner');
    const gated = await gateImage(photo);
    const metadata = await sharp(gated.png).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(gated.png.toString('latin1')).not.toContain('Jane Owner');
    expect({ width: gated.width, height: gated.height }).toEqual({ width: 10, height: 30 });
  });

  // Catalogue 28.
  it('leaves out a script appended after the image data (polyglot)', async () => {
    const polyglot = Buffer.concat([
      await solidImage('png'),
      Buffer.from('<script>alert(document.cookie)</script>'),
    ]);
    const gated = await gateImage(polyglot);
    expect(gated.png.toString('latin1')).not.toContain('<script>');
  });

  it('refuses more than 5 MB whatever the content', async () => {
    const big = Buffer.concat([await solidImage('png'), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await rejection(big)).toEqual({ status: 413, message: IMAGE_UPLOAD_MESSAGES.size });
  });

  it('gives the same hash to the same picture and a different one to another', async () => {
    const one = await gateImage(await solidImage('png', 20, 20));
    const again = await gateImage(await solidImage('png', 20, 20));
    const other = await gateImage(await solidImage('png', 21, 20));
    expect(again.sha256).toBe(one.sha256);
    expect(other.sha256).not.toBe(one.sha256);
  });
});
