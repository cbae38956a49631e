// Real image bytes for tests, made at test time: text rendered by libvips (Pango), animations,
// EXIF-carrying photos, polyglots and decompression-bomb headers.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export type TextImageOptions = {
  width?: number;
  height?: number;
  /** Pango font description. */
  font?: string;
  format?: 'png' | 'jpeg' | 'webp' | 'gif';
};

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Black text on white, like a screenshot of a message; 1280×800 by default. */
export async function textImage(lines: readonly string[], options: TextImageOptions = {}): Promise<Buffer> {
  const { width = 1280, height = 800, font = 'DejaVu Sans 20', format = 'png' } = options;
  const markup = `<span font="${font}">${lines.map(escapeMarkup).join('\n')}</span>`;
  const text = await sharp({ text: { text: markup, width: width - 120, rgba: true, spacing: 8 } })
    .png()
    .toBuffer();
  const page = sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite([
    { input: text, top: 60, left: 60 },
  ]);
  return page[format]().toBuffer();
}

/** An animated GIF or WebP whose frames all differ, so encoders cannot merge them. */
export async function animation(frames: number, format: 'gif' | 'webp'): Promise<Buffer> {
  const side = 8;
  const raw = Buffer.alloc(side * side * frames * 3);
  for (let frame = 0; frame < frames; frame += 1) {
    for (let pixel = 0; pixel < side * side; pixel += 1) {
      const offset = (frame * side * side + pixel) * 3;
      raw[offset] = pixel === frame % (side * side) ? 255 : 0;
      raw[offset + 1] = Math.floor(frame / (side * side)) * 100;
    }
  }
  const image = sharp(raw, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } });
  return format === 'gif' ? image.gif({ loop: 0 }).toBuffer() : image.webp({ loop: 0 }).toBuffer();
}

/** A 30×10 JPEG with the owner's name, GPS position and a 90° rotation flag in its EXIF. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 30, height: 10, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Jane Owner', Artist: 'Jane Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims width × height pixels: a decompression bomb as seen by a decoder. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function solidImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff',
  width = 16,
  height = 16,
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#cc3333' } });
  return image.toFormat(format).toBuffer();
}
