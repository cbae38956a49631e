// Draws the toolbar icons (a blue shield with a white check mark) as PNGs under public/icon/.
// Chrome needs PNG icons; the encoder is a few lines over node:zlib so no image library is needed.
// Run: node scripts/make-icons.mjs (the output is committed, so this only runs when the design changes).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZES = [16, 32, 48, 128];
const SUBSAMPLES = 4; // 4x4 samples per pixel for smooth edges
const OUTLINE = [30, 58, 138]; // #1e3a8a
const FILL = [37, 99, 235]; // #2563eb
const CHECK = [255, 255, 255];

/** Is (x, y), in a 0..1 square, inside a shield scaled by `scale` around the shield's centre? */
function inShield(x, y, scale) {
  const cx = 0.5;
  const cy = 0.5;
  const sx = cx + (x - cx) / scale;
  const sy = cy + (y - cy) / scale;
  const top = 0.06;
  const shoulder = 0.5;
  const bottom = 0.95;
  const halfWidth = 0.4;
  if (sy < top || sy > bottom) return false;
  if (sy <= shoulder) return Math.abs(sx - cx) <= halfWidth;
  const t = (sy - shoulder) / (bottom - shoulder);
  return Math.abs(sx - cx) <= halfWidth * (1 - t * t);
}

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const CHECK_POINTS = [
  [0.31, 0.47],
  [0.45, 0.62],
  [0.7, 0.34],
];

function onCheck(x, y) {
  return (
    distanceToSegment(x, y, CHECK_POINTS[0], CHECK_POINTS[1]) < 0.055 ||
    distanceToSegment(x, y, CHECK_POINTS[1], CHECK_POINTS[2]) < 0.055
  );
}

function sampleColour(x, y) {
  if (!inShield(x, y, 1)) return undefined;
  if (!inShield(x, y, 0.86)) return OUTLINE;
  return onCheck(x, y) ? CHECK : FILL;
}

function drawIcon(size) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = SUBSAMPLES * SUBSAMPLES;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SUBSAMPLES; sy++) {
        for (let sx = 0; sx < SUBSAMPLES; sx++) {
          const colour = sampleColour(
            (px + (sx + 0.5) / SUBSAMPLES) / size,
            (py + (sy + 0.5) / SUBSAMPLES) / size,
          );
          if (colour === undefined) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered++;
        }
      }
      const offset = (py * size + px) * 4;
      if (covered === 0) continue;
      rgba[offset] = Math.round(r / covered);
      rgba[offset + 1] = Math.round(g / covered);
      rgba[offset + 2] = Math.round(b / covered);
      rgba[offset + 3] = Math.round((255 * covered) / samples);
    }
  }
  return encodePng(size, size, rgba);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  // Each scanline starts with filter type 0 (none).
  const rows = [];
  for (let y = 0; y < height; y++) {
    rows.push(Buffer.from([0]), rgba.subarray(y * width * 4, (y + 1) * width * 4));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icon');
mkdirSync(outDir, { recursive: true });
for (const size of SIZES) {
  writeFileSync(join(outDir, `${size}.png`), drawIcon(size));
  console.log(`wrote public/icon/${size}.png`);
}
