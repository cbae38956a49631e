import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@scamcheck/shared';

/**
 * Key format: `sk_` + 32 random bytes in base64url (43 characters). With 256 bits of entropy a plain
 * SHA-256 is enough to store it: there is nothing to brute-force, so no slow password hash is needed.
 */
export const API_KEY_PATTERN = /^sk_[A-Za-z0-9_-]{43}$/;

/** Anything that looks like one of our keys, wherever it appears (a URL, a log line). */
export const API_KEY_ANYWHERE = /sk_[A-Za-z0-9_-]{16,}/;

/** Cuts anything that looks like a key out of text bound for logs (URLs in the access log). */
export function redactApiKeys(text: string): string {
  return text.replace(new RegExp(API_KEY_ANYWHERE.source, 'g'), 'sk_[redacted]');
}

/** Characters shown in lists: `sk_` and the next 8. */
const DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export type NewApiKeySecret = { key: string; prefix: string; hash: string };

export function generateApiKey(): NewApiKeySecret {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, DISPLAY_PREFIX_LENGTH), hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
