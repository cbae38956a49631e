import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { textImage } from '../testing/make-images';
import { ocrScale, prepareForOcr } from './prepare-for-ocr';

describe('ocrScale', () => {
  it.each([
    ['reads a desktop screenshot as it is', 1280, 800, 1],
    ['reads a phone screenshot as it is', 1170, 2532, 1],
    ['enlarges a narrow crop, at most 2×', 300, 200, 2],
    ['enlarges a small screenshot up to 800 px wide', 640, 480, 1.25],
    ['shrinks a huge image to about 3 megapixels', 4000, 3000, Math.sqrt(3_000_000 / 12_000_000)],
  ])('%s', (_label, width, height, expected) => {
    expect(ocrScale(width, height)).toBeCloseTo(expected, 5);
  });
});

describe('prepareForOcr', () => {
  it('turns a dark-mode screenshot into dark text on a light page', async () => {
    const dark = await sharp(await textImage(['Light text on a dark page']))
      .negate({ alpha: false })
      .png()
      .toBuffer();
    const prepared = await prepareForOcr(dark, 1280, 800);
    const { channels } = await sharp(prepared).stats();
    expect(channels[0]?.mean).toBeGreaterThan(200);
  });

  it('keeps a light page light and makes it grey', async () => {
    const prepared = await prepareForOcr(await textImage(['Dark text']), 1280, 800);
    const metadata = await sharp(prepared).metadata();
    expect(metadata.channels).toBe(1);
    expect(metadata.width).toBe(1280);
  });
});
