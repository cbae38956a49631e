import type { ErrorCode } from '@scamcheck/shared';

/** Messages between the server and the image reader's child process (advanced serialization). */
export type ReaderRequest =
  | { id: number; kind: 'gate'; bytes: Uint8Array }
  | { id: number; kind: 'read'; png: Uint8Array; width: number; height: number }
  | { id: number; kind: 'warm' };

export type ReaderReply =
  | { id: number; value: unknown; error?: undefined }
  | { id: number; error: { message: string; code?: ErrorCode } };
