import sharp from 'sharp';

// libvips ships loaders for SVG, PDF, TIFF, HEIF, JPEG XL, FITS, ImageMagick… each one more parser an
// attacker can reach. Everything is blocked except the buffer loaders of the four formats we accept.
// The setting is process-wide; images are the only sharp user.
const ALLOWED_LOADERS = [
  'VipsForeignLoadJpegBuffer',
  'VipsForeignLoadPngBuffer',
  'VipsForeignLoadWebpBuffer',
  'VipsForeignLoadNsgifBuffer',
];

let isApplied = false;

export function applyDecoderAllowlist(): void {
  if (isApplied) return;
  sharp.block({ operation: ['VipsForeignLoad'] });
  sharp.unblock({ operation: ALLOWED_LOADERS });
  isApplied = true;
}
