/**
 * Characters no caller has a reason to send and that break or disguise text further on: NUL (refused by
 * PostgreSQL), other control characters (terminal escapes, log forging), lone UTF-16 surrogates (not
 * text; stored as U+FFFD or refused) and the bidirectional controls that make `moc.evil` read as
 * `live.com`. Line breaks and tabs are text in a body field (a comment, a chat message), never in an
 * address.
 */

const codePointName = (codePoint: number): string =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

const LINE_BREAKS_AND_TABS = new Set([0x09, 0x0a, 0x0d]);

const isControl = (codePoint: number) => codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f);
const isSurrogate = (codePoint: number) => codePoint >= 0xd800 && codePoint <= 0xdfff;
const isBidiControl = (codePoint: number) =>
  (codePoint >= 0x202a && codePoint <= 0x202e) || (codePoint >= 0x2066 && codePoint <= 0x2069);

export type OddCharacterOptions = {
  /** Body text may hold line breaks and tabs; addresses and query values may not. */
  allowLineBreaks: boolean;
  /**
   * Pasted content that is itself the evidence (a message to check for scams): control characters and
   * bidirectional overrides are what scammers use, so only NUL and lone surrogates are refused.
   */
  allowFormatting?: boolean;
};

/** What is wrong with `text` in words for the caller ("a NUL byte"), or null when nothing is. */
export function findOddCharacter(
  text: string,
  { allowLineBreaks, allowFormatting = false }: OddCharacterOptions,
): string | null {
  // Iterating a string yields whole code points; a surrogate only comes out alone when it is unpaired.
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint === 0) return 'a NUL byte';
    if (isSurrogate(codePoint)) return 'a lone UTF-16 surrogate (not valid text)';
    if (allowFormatting) continue;
    if (isBidiControl(codePoint)) {
      return `a bidirectional text control (${codePointName(codePoint)}) such as a right-to-left override`;
    }
    if (isControl(codePoint) && !(allowLineBreaks && LINE_BREAKS_AND_TABS.has(codePoint))) {
      return `a control character (${codePointName(codePoint)})`;
    }
  }
  return null;
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as text, or null when they are not well-formed UTF-8 (overlong forms, encoded surrogates…). */
export function decodeUtf8Strictly(bytes: Uint8Array): string | null {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Percent-decodes one address component byte by byte and then reads the bytes as strict UTF-8, so
 * `%C0%AE` (an overlong dot) or `%ED%A0%80` (an encoded surrogate) are refused instead of becoming
 * U+FFFD. `+` is a space in a query. Null when the component is not text.
 */
export function decodeUrlComponentStrictly(component: string, { plusIsSpace }: { plusIsSpace: boolean }) {
  const bytes: number[] = [];
  for (let index = 0; index < component.length; index += 1) {
    const char = component[index] ?? '';
    if (char === '%' && /^[0-9A-Fa-f]{2}$/.test(component.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(component.slice(index + 1, index + 3), 16));
      index += 2;
    } else if (char === '+' && plusIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return decodeUtf8Strictly(Uint8Array.from(bytes));
}
