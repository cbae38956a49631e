/**
 * Gets the bytes of the image the user right-clicked, under the upload rules every client applies before
 * sending (JPEG, PNG, GIF or WEBP, at most 5 MB). The type is read from the bytes, not from the
 * server's header or the URL; the server checks again by decoding. data: URLs are decoded locally.
 */
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_MESSAGES, type ImageMimeType } from '@scamcheck/shared';

export const IMAGE_DOWNLOAD_TIMEOUT_MS = 15_000;
export const IMAGE_NOT_DOWNLOADED =
  'ScamCheck could not download this image. Save it and upload it on the ScamCheck website instead.';

export type FetchedImage = { ok: true; blob: Blob; fileName: string } | { ok: false; message: string };

export async function fetchImage(srcUrl: string, fetchImpl: typeof fetch = fetch): Promise<FetchedImage> {
  let url: URL;
  try {
    url = new URL(srcUrl);
  } catch {
    return { ok: false, message: IMAGE_NOT_DOWNLOADED };
  }
  if (url.protocol === 'data:') return fromBytes(await dataUrlBytes(srcUrl), 'image');
  // blob: URLs belong to the page and cannot be read from the extension; other schemes are not images on the web.
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, message: IMAGE_NOT_DOWNLOADED };
  try {
    // No cookies: the page's site learns nothing about the user from this download.
    const response = await fetchImpl(url.href, {
      credentials: 'omit',
      signal: AbortSignal.timeout(IMAGE_DOWNLOAD_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, message: IMAGE_NOT_DOWNLOADED };
    if (Number(response.headers.get('content-length') ?? 0) > IMAGE_MAX_BYTES) {
      await response.body?.cancel();
      return { ok: false, message: IMAGE_UPLOAD_MESSAGES.size };
    }
    return fromBytes(await readCapped(response), fileNameOf(url));
  } catch {
    return { ok: false, message: IMAGE_NOT_DOWNLOADED };
  }
}

/** Reads at most one byte past the cap, so a lying or missing Content-Length cannot make us read a huge body. */
async function readCapped(response: Response): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const reader = response.body?.getReader();
  if (reader === undefined) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > IMAGE_MAX_BYTES) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function dataUrlBytes(dataUrl: string): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  // base64 grows data by 4/3: refuse before decoding anything that cannot fit.
  if (payload.length > Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 4) return 'too-large';
  const response = await fetch(dataUrl);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.byteLength > IMAGE_MAX_BYTES ? 'too-large' : bytes;
}

function fromBytes(bytes: Uint8Array<ArrayBuffer> | 'too-large', baseName: string): FetchedImage {
  if (bytes === 'too-large') return { ok: false, message: IMAGE_UPLOAD_MESSAGES.size };
  const type = sniffImageType(bytes);
  if (type === null) return { ok: false, message: IMAGE_UPLOAD_MESSAGES.type };
  const blob = new Blob([bytes], { type });
  return { ok: true, blob, fileName: `${baseName.replace(/\.[a-z0-9]+$/i, '')}.${EXTENSIONS[type]}` };
}

const EXTENSIONS: Record<ImageMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The four allowed formats by their signatures; null for anything else (SVG, HTML, BMP…). */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  const startsWith = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

function fileNameOf(url: URL): string {
  const last = url.pathname.split('/').pop() ?? '';
  const safe = last.replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 60);
  return safe === '' ? 'image' : safe;
}
