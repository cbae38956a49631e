// Reading a POST /api/analyze-message body. The length rule comes first, on the raw text, so an
// over-long paste is refused before any parsing, trimming or analysis is spent on it.
import {
  AnalyzeMessageRequestSchema,
  MESSAGE_CHANNELS,
  MESSAGE_INPUT_MESSAGES,
  MESSAGE_MAX_CHARS,
  type AnalyzeMessageRequest,
} from '@scamcheck/shared';
import type { ErrorRequestHandler } from 'express';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';

export const MESSAGE_BODY_MESSAGES = {
  notObject: 'The request body must be a JSON object with a "text" field',
  channel: `Channel must be one of: ${MESSAGE_CHANNELS.join(', ')}`,
} as const;

export function readMessageRequest(body: unknown): AnalyzeMessageRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    // No body at all reads as a missing message; anything else that is not an object is malformed.
    if (body === undefined) throw new AppError('VALIDATION_FAILED', MESSAGE_INPUT_MESSAGES.missing);
    throw new AppError('BAD_REQUEST', MESSAGE_BODY_MESSAGES.notObject);
  }
  const text: unknown = 'text' in body ? body.text : undefined;
  if (typeof text === 'string' && text.length > MESSAGE_MAX_CHARS) {
    throw new AppError('PAYLOAD_TOO_LARGE', MESSAGE_INPUT_MESSAGES.tooLong);
  }
  const channel: unknown = 'channel' in body ? body.channel : undefined;
  if (channel !== undefined && !(MESSAGE_CHANNELS as readonly unknown[]).includes(channel)) {
    throw new AppError('VALIDATION_FAILED', MESSAGE_BODY_MESSAGES.channel);
  }
  return validate(AnalyzeMessageRequestSchema, body);
}

/**
 * A body too large for the JSON parser is an over-long message too: answer with the message rule's
 * wording rather than the parser's generic one. Mounted on the route's path, after the parser.
 */
export const messageBodyTooLarge: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  const isTooLarge =
    typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large';
  next(isTooLarge ? new AppError('PAYLOAD_TOO_LARGE', MESSAGE_INPUT_MESSAGES.tooLong) : error);
};
