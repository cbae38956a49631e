// Finds brand names in short page text such as a title, by whole words: "PayPal", "Bank of America",
// "AT&T". Built once from the shared brand list.
import { BRANDS, type Brand } from '@scamcheck/shared';

export type BrandMentionInText = {
  brand: Brand;
  /** As written in the brand list ("PayPal"), for evidence. */
  name: string;
  /** The name is also an everyday word (apple, target, orange): it needs other clues to count. */
  isEverydayWord: boolean;
};

type Pattern = BrandMentionInText & { words: string };

const MIN_KEYWORD_LENGTH = 4;

/** Lower-case words joined by single spaces, padded so ` word ` finds whole words only. */
export function wordsOf(text: string): string {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return ` ${words.join(' ')} `;
}

const PATTERNS: readonly Pattern[] = BRANDS.flatMap((brand) => {
  const everyday = brand.isCommonWord === true ? brand.keywords[0] : undefined;
  const names = [brand.name, ...brand.keywords.filter((keyword) => keyword.length >= MIN_KEYWORD_LENGTH)];
  const unique = new Map<string, Pattern>();
  for (const name of names) {
    const words = wordsOf(name);
    if (words.trim() === '' || unique.has(words)) continue;
    unique.set(words, { brand, name: brand.name, words, isEverydayWord: words.trim() === everyday });
  }
  return [...unique.values()];
});

/** Every brand named in `text`, each once, distinctive names before everyday-word ones. */
export function brandsNamedIn(text: string): BrandMentionInText[] {
  const haystack = wordsOf(text);
  const found = new Map<Brand, BrandMentionInText>();
  for (const { words, ...mention } of PATTERNS) {
    if (!haystack.includes(words)) continue;
    const known = found.get(mention.brand);
    if (known === undefined || (known.isEverydayWord && !mention.isEverydayWord))
      found.set(mention.brand, mention);
  }
  return [...found.values()].sort((a, b) => Number(a.isEverydayWord) - Number(b.isEverydayWord));
}
