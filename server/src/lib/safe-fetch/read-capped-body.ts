import { Writable, type Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliDecompress, createUnzip } from 'node:zlib';
import { SafeFetchError } from './safe-fetch-error';

export interface CappedBody {
  body: Uint8Array;
  truncated: boolean;
}

export interface ReadCappedBodyOptions {
  /** The Content-Encoding header, e.g. 'gzip' or 'gzip, br'. */
  contentEncoding?: string;
  maxBytes: number;
  onOverflow: 'truncate' | 'error';
}

class CapReached extends Error {}

/**
 * Reads a response body, undoing Content-Encoding, and stops at `maxBytes` of DECODED data: a 1 MB
 * gzip bomb or an endless chunked stream is cut off there and the connection torn down.
 * Content-Length is never consulted.
 */
export async function readCappedBody(source: Readable, options: ReadCappedBodyOptions): Promise<CappedBody> {
  const chunks: Buffer[] = [];
  let total = 0;
  let truncated = false;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const room = options.maxBytes - total;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        total += room;
        truncated = true;
        // Failing the write tears down the whole pipeline, including the socket.
        callback(new CapReached());
        return;
      }
      chunks.push(chunk);
      total += chunk.length;
      callback();
    },
  });
  try {
    await pipeline([source, ...decodersFor(options.contentEncoding), sink]);
  } catch (error) {
    if (!(error instanceof CapReached)) throw error;
    if (options.onOverflow === 'error') {
      throw new SafeFetchError('too_large', `Response body is larger than ${options.maxBytes} bytes`);
    }
  }
  return { body: Buffer.concat(chunks, total), truncated };
}

/** Decoders in the order they must run: encodings are listed in the order they were applied. */
function decodersFor(contentEncoding: string | undefined): Transform[] {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  const decoders: Transform[] = [];
  for (const coding of codings.reverse()) {
    const decoder = decoderFor(coding);
    // An encoding we did not ask for and cannot undo: keep the bytes as they are.
    if (decoder === null) return [];
    decoders.push(decoder);
  }
  return decoders;
}

function decoderFor(coding: string): Transform | null {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
    case 'deflate':
      // Unzip accepts gzip and zlib framing; SYNC_FLUSH tolerates the truncated streams many servers send.
      return createUnzip({ finishFlush: constants.Z_SYNC_FLUSH });
    case 'br':
      return createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH });
    default:
      return null;
  }
}
