// The image reader's child process (started by image-reader-process.ts): gates and reads the images the
// server sends over IPC, one reply per request. It ends when the server disconnects, which the server
// does after its idle time and which also happens when the server itself dies.
import { AppError } from '../../http/app-error';
import { createInProcessImageReader } from './image-reader';
import type { ReaderReply, ReaderRequest } from './image-reader-protocol';

const { size } = JSON.parse(process.argv[2] ?? '{}') as { size?: number };
// The server decides when this process is idle and ends it; the workers stay loaded until then.
const reader = createInProcessImageReader({ size: size ?? 1, idleMs: 0 });

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function answer(request: ReaderRequest): Promise<ReaderReply> {
  try {
    switch (request.kind) {
      case 'gate':
        return { id: request.id, value: await reader.gate(asBuffer(request.bytes)) };
      case 'read':
        return { id: request.id, value: await reader.read({ ...request, png: asBuffer(request.png) }) };
      case 'warm':
        await reader.warm();
        return { id: request.id, value: null };
    }
  } catch (error) {
    if (error instanceof AppError)
      return { id: request.id, error: { message: error.message, code: error.code } };
    return { id: request.id, error: { message: error instanceof Error ? error.message : String(error) } };
  }
}

process.on('message', (request: ReaderRequest) => {
  void answer(request).then((reply) => process.send?.(reply));
});
process.once('disconnect', () => {
  void reader.close().finally(() => process.exit(0));
});
