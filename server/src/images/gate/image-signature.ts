// The first gate: what the bytes say they are, whatever the file name or declared type claims.
// Only the four accepted formats (JPEG, PNG, GIF, WebP) have a signature here.
export const IMAGE_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = [...'GIF87a'].map((char) => char.charCodeAt(0));
const GIF89 = [...'GIF89a'].map((char) => char.charCodeAt(0));
const RIFF = [...'RIFF'].map((char) => char.charCodeAt(0));
const WEBP = [...'WEBP'].map((char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The format named by the leading bytes, or null for anything that is not one of ours. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}
