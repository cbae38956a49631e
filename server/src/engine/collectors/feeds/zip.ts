import { crc32, inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export class ZipError extends Error {
  override readonly name = 'ZipError';
}

/**
 * Extracts the only file of a ZIP archive (Tranco ships `top-1m.csv.zip` this way). Just enough of
 * the format for that: one stored or deflated entry, no ZIP64, no encryption. The CRC is checked and
 * output is capped at `maxBytes`.
 */
export function readSingleZipEntry(archive: Uint8Array, maxBytes: number): { name: string; data: Buffer } {
  const zip = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const end = findEndOfCentralDirectory(zip);
  const entryCount = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const files: Entry[] = [];
  for (let index = 0; index < entryCount; index += 1) {
    const entry = readCentralEntry(zip, offset);
    if (!entry.name.endsWith('/')) files.push(entry);
    offset = entry.next;
  }
  const [file, ...others] = files;
  if (file === undefined || others.length > 0) {
    throw new ZipError(`Expected exactly one file in the archive, found ${files.length}`);
  }
  const data = extract(zip, file, maxBytes);
  if (crc32(data) !== file.crc) throw new ZipError(`${file.name} is corrupt (CRC mismatch)`);
  return { name: file.name, data };
}

interface Entry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeader: number;
  next: number;
}

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= lowest; offset -= 1) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new ZipError('Not a ZIP archive');
}

function readCentralEntry(zip: Buffer, offset: number): Entry {
  if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_FILE_HEADER) {
    throw new ZipError('Broken ZIP central directory');
  }
  const nameLength = zip.readUInt16LE(offset + 28);
  const entry = {
    method: zip.readUInt16LE(offset + 10),
    crc: zip.readUInt32LE(offset + 16),
    compressedSize: zip.readUInt32LE(offset + 20),
    uncompressedSize: zip.readUInt32LE(offset + 24),
    localHeader: zip.readUInt32LE(offset + 42),
    name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
    next: offset + 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32),
  };
  if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff) {
    throw new ZipError('ZIP64 archives are not supported');
  }
  return entry;
}

function extract(zip: Buffer, entry: Entry, maxBytes: number): Buffer {
  const local = entry.localHeader;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_FILE_HEADER) {
    throw new ZipError('Broken ZIP local header');
  }
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const compressed = zip.subarray(start, start + entry.compressedSize);
  if (compressed.length !== entry.compressedSize) throw new ZipError('Truncated ZIP archive');
  if (entry.uncompressedSize > maxBytes) throw new ZipError(`${entry.name} is larger than ${maxBytes} bytes`);
  switch (entry.method) {
    case STORED:
      return Buffer.from(compressed);
    case DEFLATED:
      return inflateCapped(compressed, entry);
    default:
      throw new ZipError(`Unsupported ZIP compression method ${entry.method}`);
  }
}

function inflateCapped(compressed: Buffer, entry: Entry): Buffer {
  try {
    // maxOutputLength guards against an archive that lies about its uncompressed size.
    return inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    throw new ZipError(`${entry.name} could not be inflated`, { cause: error });
  }
}
