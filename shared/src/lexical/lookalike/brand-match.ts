// Finds a brand named inside one token of a host or path: exactly ('paypal'), glued to known words
// ('paypalsecure'), with look-alike characters ('paypa1') or one typo away ('whattsapp').
import { endsWithKnownWord, isMadeOfKnownWords, startsWithKnownWord } from '../keyword-match';
import {
  DISTINCTIVE_BY_LENGTH,
  DISTINCTIVE_BY_TRIGRAM,
  KEYWORD_BY_SKELETON,
  KEYWORD_BY_TOKEN,
  SHORT_KEYWORDS,
  type BrandKeyword,
} from './brand-index';
import { singleEdit, type Edit } from './edit-distance';
import { skeleton } from './skeleton';

export type BrandTokenMatch = {
  entry: BrandKeyword;
  how: 'exact' | 'glued' | 'homoglyph' | 'typo';
  token: string;
};

/** Edit-distance matching only for names this long: shorter ones collide with ordinary words. */
export const MIN_TYPO_LENGTH = 6;

/**
 * `allowTypos`: any distinctive name may match one typo away; otherwise (paths, where words are more
 * varied) only names of 8+ letters ('oneddrive').
 */
export function matchBrandToken(token: string, allowTypos: boolean): BrandTokenMatch | null {
  const exact = KEYWORD_BY_TOKEN.get(token);
  if (exact) return { entry: exact, how: 'exact', token };
  if (token.length < 4) return null;
  // Look-alike characters, including digits inside the name ('paypa1'); trailing numbers ('whatsapp2020')
  // are a suffix, not part of the name.
  const tokenSkeleton = skeleton(token.replace(/(?<=[a-z])\d+$/, ''));
  const lookalike = tokenSkeleton === token ? undefined : KEYWORD_BY_SKELETON.get(tokenSkeleton);
  if (lookalike) return { entry: lookalike, how: 'homoglyph', token };
  const glued = findGluedKeyword(token);
  if (glued) return { entry: glued, how: 'glued', token };
  const typo = findTypo(tokenSkeleton, allowTypos ? MIN_TYPO_LENGTH : UNMISTAKABLE_LENGTH);
  return typo ? { entry: typo, how: 'typo', token } : null;
}

/** Names this long are unmistakable even glued to unknown words ('grubwhatsapp', 'netflixlogin2'). */
const UNMISTAKABLE_LENGTH = 8;

function findGluedKeyword(token: string): BrandKeyword | null {
  // Longest match first, so 'microsoftonline' wins over 'microsoft'.
  let best: { entry: BrandKeyword; at: number } | null = null;
  for (let at = 0; at + 3 <= token.length; at++) {
    for (const entry of DISTINCTIVE_BY_TRIGRAM.get(token.slice(at, at + 3)) ?? []) {
      const isLonger = best === null || entry.keyword.length > best.entry.keyword.length;
      if (isLonger && entry.keyword.length < token.length && token.startsWith(entry.keyword, at))
        best = { entry, at };
    }
  }
  if (best) {
    const { entry, at } = best;
    if (
      entry.keyword.length >= UNMISTAKABLE_LENGTH ||
      isGluedToWords(token, at, entry.keyword.length, true)
    ) {
      return entry;
    }
  }
  for (const entry of SHORT_KEYWORDS) {
    const at = token.indexOf(entry.keyword);
    if (at >= 0 && token.length > 4 && isGluedToWords(token, at, 4, false)) return entry;
  }
  return null;
}

/**
 * The brand name sits between known words: 'paypal' + 'secure', 'amazon' + 'client…', or one stray
 * letter ('paypals') when `isLenient`; 'revolut' + 'ion' is a different word, not a brand.
 */
function isGluedToWords(token: string, at: number, length: number, isLenient: boolean): boolean {
  const before = token.slice(0, at);
  const after = token.slice(at + length);
  const isExplained = (rest: string, touchesWord: (text: string) => boolean) =>
    isMadeOfKnownWords(rest, 0) || (isLenient && (rest.length === 1 || touchesWord(rest)));
  return isExplained(before, endsWithKnownWord) && isExplained(after, startsWithKnownWord);
}

/** A distinctive keyword one plausible typo away from the (skeleton of the) token. */
export function findTypo(tokenSkeleton: string, minLength = MIN_TYPO_LENGTH): BrandKeyword | null {
  // A deletion makes the token one shorter than the name ('onedriv'), but never below six letters.
  if (tokenSkeleton.length < Math.max(MIN_TYPO_LENGTH, minLength - 1)) return null;
  const length = tokenSkeleton.length;
  const candidates = [length - 1, length, length + 1].flatMap(
    (size) => DISTINCTIVE_BY_LENGTH.get(size) ?? [],
  );
  for (const entry of candidates) {
    if (entry.keyword.length < minLength) continue;
    const edit = singleEdit(entry.skeleton, tokenSkeleton);
    if (edit && isPlausibleTypo(edit, entry.skeleton)) return entry;
  }
  return null;
}

/**
 * Chromium's lookalike guards (components/lookalikes/core/lookalike_url_util.cc): no match when the
 * names differ only in the first character (hank/tank), in trailing digits (site45/site35) or by a hyphen.
 */
export function isPlausibleTypo(edit: Edit, reference: string): boolean {
  if (edit.index === 0) return false;
  const isAtEnd = edit.index >= reference.length - 1;
  switch (edit.kind) {
    case 'insertion':
    case 'deletion':
      return edit.char !== '-' && !(isAtEnd && isDigit(edit.char));
    case 'substitution':
      return !(isAtEnd && (isDigit(edit.from) || isDigit(edit.to)));
    case 'transposition':
      return true;
  }
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

/** A distinctive name split by hyphens to dodge filters ('pay-pal-login'): deliberate, so always counts. */
export function findSplitKeyword(label: string): BrandKeyword | null {
  const tokens = label.split('-');
  for (let start = 0; start < tokens.length - 1; start++) {
    let joined = tokens[start] ?? '';
    for (let end = start + 1; end < Math.min(tokens.length, start + 3); end++) {
      joined += tokens[end] ?? '';
      const entry = KEYWORD_BY_TOKEN.get(joined);
      if (entry?.isDistinctive === true) return entry;
    }
  }
  return null;
}
