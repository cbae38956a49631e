// Finds a brand named inside one token of a host or path: exactly ('paypal'), glued to known words
// ('paypalsecure'), with look-alike characters ('paypa1') or one typo away ('whattsapp').
import { endsWithKnownWord, isMadeOfKnownWords, startsWithKnownWord } from '../keyword-match';
import {
  DISTINCTIVE_BY_DELETION,
  DISTINCTIVE_BY_TRIGRAM,
  KEYWORD_BY_SKELETON,
  FOUR_LETTER_KEYWORDS,
  KEYWORD_BY_TOKEN,
  LONGEST_DISTINCTIVE,
  withOneDeletion,
  type BrandKeyword,
} from './brand-index';
import { isCommonWord } from '../words/vocabulary';
import { wordCoverage } from '../words/word-coverage';
import { isBitFlip, singleEdit } from './edit-distance';
import { skeleton } from './skeleton';
import { isPlausibleTypo } from './typo-guards';

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
  const fullSkeleton = skeleton(token);
  const name = token.replace(/(?<=[a-z])\d+$/, '');
  const tokenSkeleton = skeleton(name);
  const lookalike =
    (fullSkeleton === token ? undefined : KEYWORD_BY_SKELETON.get(fullSkeleton)) ??
    (tokenSkeleton === name ? undefined : KEYWORD_BY_SKELETON.get(tokenSkeleton));
  if (lookalike) return { entry: lookalike, how: 'homoglyph', token };
  // A dictionary word that merely contains a brand ('interact', 'applied') is that word.
  const glued = findGluedKeyword(token);
  if (glued) return isDictionaryWord(token) ? null : { entry: glued, how: 'glued', token };
  const typo = findTypo(tokenSkeleton, allowTypos ? MIN_TYPO_LENGTH : UNMISTAKABLE_LENGTH);
  return typo && !isOrdinaryWords(token) ? { entry: typo, how: 'typo', token } : null;
}

// 'paypals' is PayPal with an ending, not a word of its own.
function isDictionaryWord(token: string): boolean {
  return isCommonWord(token) && !KEYWORD_BY_TOKEN.has(token.replace(/(?:s|es|ed|er|ers|ing|ly)$/, ''));
}

/** Spelled entirely by everyday words ('delivery', 'applied', 'easynet'): a name, not a typo of a brand. */
export function isOrdinaryWords(token: string): boolean {
  return /^[a-z]+$/.test(token) && wordCoverage(token).fraction === 1;
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
    const isUnmistakable =
      entry.keyword.length >= UNMISTAKABLE_LENGTH && (at === 0 || at + entry.keyword.length === token.length);
    if (isUnmistakable || isGluedToWords(token, at, entry)) return entry;
  }
  if (token.length <= 4) return null;
  for (let at = 0; at + 4 <= token.length; at++) {
    const entry = FOUR_LETTER_KEYWORDS.get(token.slice(at, at + 4));
    if (entry && isGluedToWords(token, at, entry)) return entry;
  }
  return null;
}

/** Names this long may carry one stray letter ('paypals'); shorter ones then read as other words ('postie'). */
const MIN_LENIENT_LENGTH = 6;

/**
 * The brand name sits between known words: 'paypal' + 'secure', 'usps' + 'redelivery' (a word scammers
 * pair with that brand), 'amazon' + 'client…', or one stray letter after it ('paypals') for names of six
 * or more letters; 'revolut' + 'ion' is a different word, not a brand.
 */
function isGluedToWords(token: string, at: number, entry: BrandKeyword): boolean {
  const { length } = entry.keyword;
  const isLenient = length >= MIN_LENIENT_LENGTH;
  const before = token.slice(0, at);
  const after = token.slice(at + length);
  const isExplained = (rest: string, allowsStrayLetter: boolean, touchesWord: (text: string) => boolean) =>
    isMadeOfKnownWords(rest, 0) ||
    entry.scamWords.has(rest) ||
    (isLenient && ((allowsStrayLetter && rest.length === 1) || touchesWord(rest)));
  // A stray letter before the name makes another word ('hicloud'); after it, a slip ('paypals').
  return isExplained(before, false, endsWithKnownWord) && isExplained(after, true, startsWithKnownWord);
}

/** A distinctive keyword one plausible typo away from the (skeleton of the) token. */
export function findTypo(tokenSkeleton: string, minLength = MIN_TYPO_LENGTH): BrandKeyword | null {
  // A deletion makes the token one shorter than the name ('onedriv'), but never below six letters.
  const { length } = tokenSkeleton;
  if (length < Math.max(MIN_TYPO_LENGTH, minLength - 1) || length > LONGEST_DISTINCTIVE + 1) return null;
  for (const variant of withOneDeletion(tokenSkeleton)) {
    for (const entry of DISTINCTIVE_BY_DELETION.get(variant) ?? []) {
      if (entry.keyword.length < minLength) continue;
      const edit = singleEdit(entry.skeleton, tokenSkeleton);
      if (edit && isPlausibleTypo(edit, entry.skeleton, isBitFlip(edit))) return entry;
    }
  }
  return null;
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
