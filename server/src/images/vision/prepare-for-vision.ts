import sharp from 'sharp';

// Vision models downscale to about 1.5k px on the long side anyway; sending more only costs upload time.
const MAX_SIDE = 1568;

/** A JPEG copy of the re-encoded image (never the upload) for the vision model. */
export function prepareForVision(png: Buffer): Promise<Buffer> {
  return sharp(png)
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}
