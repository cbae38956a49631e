import sharp from 'sharp';

/**
 * Tesseract reads best with dark text on a light page at 20–40 px per capital letter, and its time grows
 * with the pixel count. Narrow images (crops, small screenshots) are enlarged up to 2×, huge ones shrunk
 * to a pixel budget; desktop and phone screenshots are read as they are. Dark-mode screenshots (light
 * text on a dark page) are inverted first, which reads better and faster than Tesseract's own retry.
 */
export const OCR_MAX_PIXELS = 3_000_000;
export const OCR_MIN_WIDTH = 800;
const MAX_UPSCALE = 2;
/** Mean grey level (0–255) below which the page is taken for dark mode. */
const DARK_PAGE_MEAN = 100;

export function ocrScale(width: number, height: number): number {
  const upscale = Math.min(MAX_UPSCALE, OCR_MIN_WIDTH / width);
  const capByPixels = Math.sqrt(OCR_MAX_PIXELS / (width * height));
  return Math.min(Math.max(1, upscale), capByPixels);
}

/** Greyscale PNG at the scale above; the gate's re-encode is the input, never the upload. */
export async function prepareForOcr(png: Buffer, width: number, height: number): Promise<Buffer> {
  const scale = ocrScale(width, height);
  const grey = sharp(png).removeAlpha().greyscale();
  const { channels } = await grey.clone().stats();
  const isDark = (channels[0]?.mean ?? 255) < DARK_PAGE_MEAN;
  const image = isDark ? grey.negate({ alpha: false }) : grey;
  if (Math.abs(scale - 1) > 0.05) {
    image.resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'lanczos3' });
  }
  return image.toColourspace('b-w').png({ compressionLevel: 0 }).toBuffer();
}
