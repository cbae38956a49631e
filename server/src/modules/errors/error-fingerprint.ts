// Groups identical errors: the same failure at the same place gets the same fingerprint, whatever ids,
// numbers or addresses its message carries and whichever build's line numbers its stack shows.
import { createHash } from 'node:crypto';
import type { ErrorSource } from '../../storage/ports';

const VOLATILE_PARTS: readonly [RegExp, string][] = [
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '<email>'],
  [/(?<![\w:])(?=[\w:]*\d)(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{1,4}(?![\w:])/gi, '<ip>'],
  [/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi, '<hex>'],
  [/\d+(?:\.\d+)*/g, '<n>'],
];

/** The message with ids, emails, addresses, hashes and numbers replaced by placeholders. */
export function normaliseErrorMessage(message: string): string {
  let normalised = message.trim();
  for (const [pattern, placeholder] of VOLATILE_PARTS) normalised = normalised.replace(pattern, placeholder);
  return normalised.replace(/\s+/g, ' ');
}

/**
 * The first frame of a stack (V8 "at fn (file:line:col)", Firefox/Safari "fn@file:line:col"), with
 * its line and column, query strings and build hashes normalised away.
 */
export function topStackFrame(stack: string | null | undefined): string | null {
  if (stack === null || stack === undefined) return null;
  const frame = stack
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') || /^[^\s]*@\S+:\d+/.test(line));
  if (frame === undefined) return null;
  return normaliseErrorMessage(frame.replace(/\?[^\s):]*/g, ''));
}

export function errorFingerprint(input: {
  source: ErrorSource;
  message: string;
  stack: string | null | undefined;
}): string {
  const parts = [input.source, normaliseErrorMessage(input.message), topStackFrame(input.stack) ?? ''];
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);
}
