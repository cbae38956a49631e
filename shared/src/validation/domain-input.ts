// The domain field rules, shared by the web form, the extension and the server's
// POST /api/analyze body so all three accept and reject exactly the same inputs.
import { z } from 'zod';
import { hostToAscii } from '../target/idn';
import { internalHostReason } from './internal-host';
import { rawLengthLimit } from './raw-text';

/** DNS limits (RFC 1035): a whole name of 253 characters, a label between dots of 63. */
export const MAX_HOST_LENGTH = 253;
export const MAX_LABEL_LENGTH = 63;
/** The longest link accepted, as browsers and the unwrap tool do. */
const MAX_URL_LENGTH = 2048;

export const DOMAIN_INPUT_MESSAGES = {
  required: 'Please enter a domain or URL',
  invalid: 'Please enter a valid domain name or URL',
  tooLong: `This link is too long (at most ${MAX_URL_LENGTH} characters)`,
  internal:
    'This is a local or private network name or address, not a public website, so there is nothing to check',
  nameTooLong: `Domain names are at most ${MAX_HOST_LENGTH} characters, with at most ${MAX_LABEL_LENGTH} between two dots`,
} as const;

export type DomainInputResult = { ok: true; value: string } | { ok: false; message: string };

const HTTP_URL = /^https?:\/\//i;

// Letters, digits, hyphens, dots and underscores, starting and ending with an
// alphanumeric, then a dot and a top-level part of at least 2 letters; a single-character first
// label (x.com) is the optional group being absent. "Letters" includes Unicode letters and marks so
// internationalised names (münchen.de, пример.рф) are accepted; their punycode TLD (xn--p1ai) is
// accepted as the ASCII spelling of such a top-level part.
const BARE_DOMAIN =
  /^[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}._-]*[\p{L}\p{N}\p{M}])?\.(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/iu;

type Verdict = 'valid' | keyof typeof DOMAIN_INPUT_MESSAGES;

/**
 * Trims and checks a domain/URL as typed by a user; `value` is the trimmed input. The raw length is
 * checked before the trim and every pattern, so a huge input costs nothing.
 */
export function validateDomainInput(raw: string): DomainInputResult {
  if (raw.length > rawLengthLimit(MAX_URL_LENGTH))
    return { ok: false, message: DOMAIN_INPUT_MESSAGES.tooLong };
  const value = raw.trim();
  if (value === '') return { ok: false, message: DOMAIN_INPUT_MESSAGES.required };
  const verdict = HTTP_URL.test(value) ? checkHttpUrl(value) : checkBareDomain(value);
  return verdict === 'valid' ? { ok: true, value } : { ok: false, message: DOMAIN_INPUT_MESSAGES[verdict] };
}

function checkHttpUrl(value: string): Verdict {
  if (value.length > MAX_URL_LENGTH) return 'tooLong';
  let hostname: string;
  try {
    hostname = new URL(value).hostname;
  } catch {
    return 'invalid';
  }
  if (hostname === '') return 'invalid';
  if (internalHostReason(hostname) !== null) return 'internal';
  // An IPv6 literal has no labels; anything else is a (punycode) name DNS must be able to hold.
  return hostname.startsWith('[') || fitsDns(hostname) ? 'valid' : 'nameTooLong';
}

// Stricter than the spec's pattern in one respect, on purpose: names that DNS cannot hold (an empty
// label as in a..com, a label over 63 or a name over 253 octets) are rejected too. A name is never
// shorter in punycode than as typed, so an over-long one is refused before the pattern runs.
function checkBareDomain(value: string): Verdict {
  if (value.length > MAX_HOST_LENGTH) return 'nameTooLong';
  if (!BARE_DOMAIN.test(value)) return 'invalid';
  const ascii = hostToAscii(value);
  if (ascii === null || ascii.split('.').some((label) => label.length === 0)) return 'invalid';
  if (!fitsDns(ascii)) return 'nameTooLong';
  // A bare word is refused by the pattern above as not a domain; printer.local or db.internal here.
  return internalHostReason(ascii) === null ? 'valid' : 'internal';
}

/** An ASCII host name within the DNS limits of length. */
export function fitsDns(asciiHost: string): boolean {
  return (
    asciiHost.length <= MAX_HOST_LENGTH &&
    asciiHost.split('.').every((label) => label.length <= MAX_LABEL_LENGTH)
  );
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
