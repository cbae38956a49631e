// Vision models downscale to about 1.5k px on the long side anyway; sending more only costs upload time.
const MAX_SIDE = 1568;

/**
 * A JPEG copy of the re-encoded image (never the upload) for the vision model. sharp is loaded here only
 * when a vision model is configured: otherwise the server process never loads it (the gate and OCR run in
 * the image reader's child process, docs/performance.md).
 */
export async function prepareForVision(png: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(png)
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}
