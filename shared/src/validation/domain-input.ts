// The domain field rules of spec §5, shared by the web form, the extension and the server's
// POST /api/analyze body so all three accept and reject exactly the same inputs.
import { z } from 'zod';
import { hostToAscii } from '../target/idn';

export const DOMAIN_INPUT_MESSAGES = {
  required: 'Please enter a domain or URL',
  invalid: 'Please enter a valid domain name or URL',
} as const;

export type DomainInputResult = { ok: true; value: string } | { ok: false; message: string };

const HTTP_URL = /^https?:\/\//i;

// Spec §5: letters, digits, hyphens, dots and underscores, starting and ending with an
// alphanumeric, then a dot and a top-level part of at least 2 letters; a single-character first
// label (x.com) is the optional group being absent. "Letters" includes Unicode letters and marks so
// internationalised names (münchen.de, пример.рф) are accepted; their punycode TLD (xn--p1ai) is
// accepted as the ASCII spelling of such a top-level part.
const BARE_DOMAIN =
  /^[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}._-]*[\p{L}\p{N}\p{M}])?\.(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/iu;

const MAX_HOST_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

/** Trims and checks a domain/URL as typed by a user; `value` is the trimmed input. */
export function validateDomainInput(raw: string): DomainInputResult {
  const value = raw.trim();
  if (value === '') return { ok: false, message: DOMAIN_INPUT_MESSAGES.required };
  const isValid = HTTP_URL.test(value) ? isParsableHttpUrl(value) : isBareDomain(value);
  return isValid ? { ok: true, value } : { ok: false, message: DOMAIN_INPUT_MESSAGES.invalid };
}

function isParsableHttpUrl(value: string): boolean {
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

// Stricter than the spec's pattern in one respect, on purpose: names that DNS cannot hold (an empty
// label as in a..com, a label over 63 or a name over 253 octets) are rejected too.
function isBareDomain(value: string): boolean {
  if (!BARE_DOMAIN.test(value)) return false;
  const ascii = hostToAscii(value);
  if (ascii === null || ascii.length > MAX_HOST_LENGTH) return false;
  return ascii.split('.').every((label) => label.length > 0 && label.length <= MAX_LABEL_LENGTH);
}

/** The `domain` field of POST /api/analyze: same rules and messages; parses to the trimmed input. */
export const DomainInputSchema = z.string({ error: DOMAIN_INPUT_MESSAGES.required }).transform((raw, ctx) => {
  const result = validateDomainInput(raw);
  if (result.ok) return result.value;
  ctx.addIssue({ code: 'custom', message: result.message });
  return z.NEVER;
});

export const AnalyzeRequestSchema = z.object({ domain: DomainInputSchema });
export type AnalyzeRequest = z.infer<typeof AnalyzeRequestSchema>;
