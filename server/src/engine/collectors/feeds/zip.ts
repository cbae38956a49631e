import { crc32 } from 'node:zlib';
import { unzipSync, type UnzipFileInfo } from 'fflate';

export class ZipError extends Error {
  override readonly name = 'ZipError';
}

/**
 * Extracts the only file of a ZIP archive (Tranco ships `top-1m.csv.zip` this way) with fflate.
 * Directory entries are ignored; a file declared larger than `maxBytes` is refused before it is
 * inflated, and one that inflates to another size or checksum than declared (truncated, damaged or
 * lying) is refused too: fflate does not check the CRC, so it is checked here.
 */
export function readSingleZipEntry(archive: Uint8Array, maxBytes: number): { name: string; data: Buffer } {
  const files: UnzipFileInfo[] = [];
  let extracted: Record<string, Uint8Array>;
  try {
    extracted = unzipSync(archive, {
      filter(file) {
        if (file.name.endsWith('/')) return false;
        files.push(file);
        return files.length === 1 && file.originalSize <= maxBytes;
      },
    });
  } catch (error) {
    throw new ZipError(
      `Not a readable ZIP archive: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  const [file, ...others] = files;
  if (file === undefined || others.length > 0) {
    throw new ZipError(`Expected exactly one file in the archive, found ${files.length}`);
  }
  if (file.originalSize > maxBytes) throw new ZipError(`${file.name} is larger than ${maxBytes} bytes`);
  const data = extracted[file.name];
  if (data?.length !== file.originalSize || crc32(data) !== recordedCrc(archive, file.name)) {
    throw new ZipError(`${file.name} is corrupt (CRC or size mismatch)`);
  }
  return { name: file.name, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
}

const CENTRAL_FILE_HEADER = 0x02014b50;

/** The CRC-32 the central directory records for `name` (its header: signature, …, CRC at 16, name at 46). */
function recordedCrc(archive: Uint8Array, name: string): number | null {
  const zip = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const encoded = Buffer.from(name);
  for (let at = zip.indexOf(encoded); at >= 0; at = zip.indexOf(encoded, at + 1)) {
    const header = at - 46;
    if (
      header >= 0 &&
      zip.readUInt32LE(header) === CENTRAL_FILE_HEADER &&
      zip.readUInt16LE(header + 28) === encoded.length
    ) {
      return zip.readUInt32LE(header + 16);
    }
  }
  return null;
}
