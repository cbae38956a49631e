// Keyword look-ups shared by several signals; the word lists are turned into sets once at load.
import { BRANDS } from '../data/brands';
import {
  CONNECTOR_WORDS,
  LURE_WORDS,
  STRONG_CREDENTIAL_WORDS,
  STRONG_LURE_WORDS,
  WEAK_CREDENTIAL_WORDS,
} from '../data/keywords';

const WEAK_CREDENTIAL_SET: ReadonlySet<string> = new Set(WEAK_CREDENTIAL_WORDS);
const LURE_SET: ReadonlySet<string> = new Set(LURE_WORDS);

/** Every word that can sit next to a brand name in a phishing host ('paypal' + 'secure' + 'login'). */
const VOCABULARY: ReadonlySet<string> = new Set([
  ...STRONG_CREDENTIAL_WORDS,
  ...WEAK_CREDENTIAL_WORDS,
  ...LURE_WORDS,
  ...CONNECTOR_WORDS,
]);
const LONGEST_WORD = Math.max(...[...VOCABULARY].map((word) => word.length));

const HYPHENATED_STRONG = STRONG_CREDENTIAL_WORDS.filter((word) => word.includes('-'));
const PLAIN_STRONG = STRONG_CREDENTIAL_WORDS.filter((word) => !word.includes('-'));
/** Words after which a glued credential word starts afresh ('appleid|verify', 'secure|login'). */
const BOUNDARY_WORDS: ReadonlySet<string> = new Set(
  [...VOCABULARY, ...BRANDS.flatMap((brand) => brand.keywords)].filter((word) => word.length >= 3),
);
const LONGEST_BOUNDARY_WORD = Math.max(...[...BOUNDARY_WORDS].map((word) => word.length));

/**
 * Strong credential words in a host or path, whole or glued to a preceding word or brand
 * ('appleidverify'), but not inside an unrelated word ('signin' in 'designing').
 */
export function strongCredentialWordsIn(text: string, tokens: readonly string[]): string[] {
  const found = new Set<string>(HYPHENATED_STRONG.filter((word) => text.includes(word)));
  for (const raw of tokens) {
    // Digits posing as letters ('l0gin', 'sign1n') spell the same word.
    const token = /[01]/.test(raw) ? raw.replaceAll('0', 'o').replaceAll('1', 'i') : raw;
    for (const word of PLAIN_STRONG) {
      const at = token.indexOf(word);
      if (at >= 0 && startsAfterWordBoundary(token.slice(0, at))) found.add(word);
    }
  }
  return [...found];
}

// A one-letter prefix is a stray character ('slogin', 'pvalidate'), not the start of another word.
function startsAfterWordBoundary(prefix: string): boolean {
  if (prefix.length <= 1 || /\d$/.test(prefix)) return true;
  return endsWithKnownWord(prefix);
}

/** The text ends with a known word or brand name of 3+ letters ('client' in 'amazonclient'). */
export function endsWithKnownWord(text: string): boolean {
  for (let length = 3; length <= Math.min(text.length, LONGEST_BOUNDARY_WORD); length++) {
    if (BOUNDARY_WORDS.has(text.slice(-length))) return true;
  }
  return false;
}

export function startsWithKnownWord(text: string): boolean {
  for (let length = 3; length <= Math.min(text.length, LONGEST_BOUNDARY_WORD); length++) {
    if (BOUNDARY_WORDS.has(text.slice(0, length))) return true;
  }
  return false;
}

export function weakCredentialTokensIn(tokens: readonly string[]): string[] {
  return tokens.filter((token) => WEAK_CREDENTIAL_SET.has(token));
}

export function lureTokensIn(tokens: readonly string[]): string[] {
  return tokens.filter((token) => LURE_SET.has(token));
}

export function strongLureWordsIn(text: string): string[] {
  return STRONG_LURE_WORDS.filter((word) => text.includes(word));
}

export function isCredentialOrLureToken(token: string): boolean {
  return WEAK_CREDENTIAL_SET.has(token) || LURE_SET.has(token) || STRONG_CREDENTIAL_WORDS.includes(token);
}

/**
 * Whether a leftover next to a brand name is made of known words or digits ('secure' + 'login', '2024'),
 * with up to `maxUnexplainedChars` letters left over.
 */
export function isMadeOfKnownWords(rest: string, maxUnexplainedChars: number): boolean {
  if (rest === '' || /^\d+$/.test(rest) || VOCABULARY.has(rest)) return true;
  // fewest unexplained characters needed to cover rest[0..i) with vocabulary words and digits
  const cost: number[] = [0];
  for (let end = 1; end <= rest.length; end++) {
    let best = (cost[end - 1] ?? Infinity) + (/\d/.test(rest.charAt(end - 1)) ? 0 : 1);
    for (let start = Math.max(0, end - LONGEST_WORD); start < end - 1; start++) {
      if (VOCABULARY.has(rest.slice(start, end))) best = Math.min(best, cost[start] ?? Infinity);
    }
    cost.push(best);
  }
  return (cost[rest.length] ?? Infinity) <= maxUnexplainedChars;
}
