// How much of a run of letters is spelled by known words, found by dynamic programming over every split,
// so glued words count ('bestcoffeeshop' → best, coffee, shop) and leftovers do not ('xkqdoors').
import { childOf, isWordEnd, MIN_WORD_LENGTH } from './vocabulary';

export type WordCoverage = {
  /** Share of the letters inside known words, 0–1 (0 for an empty string). */
  fraction: number;
  /** Number of words in the best split. */
  words: number;
};

/** The split of lowercase letters (a–z only) into known words that covers the most letters. */
export function wordCoverage(letters: string): WordCoverage {
  const length = letters.length;
  if (length === 0) return { fraction: 0, words: 0 };
  // covered[i], words[i]: best split of letters[0, i)
  const covered = new Int32Array(length + 1);
  const words = new Int32Array(length + 1);
  for (let start = 0; start < length; start++) {
    const base = covered[start] ?? 0;
    const baseWords = words[start] ?? 0;
    // skipping this letter leaves it uncovered
    if (base > (covered[start + 1] ?? 0)) {
      covered[start + 1] = base;
      words[start + 1] = baseWords;
    }
    let node = 0;
    for (let end = start + 1; end <= length; end++) {
      node = childOf(node, letters.charCodeAt(end - 1) - 97);
      if (node < 0) break;
      if (end - start >= MIN_WORD_LENGTH && isWordEnd(node) && base + end - start > (covered[end] ?? 0)) {
        covered[end] = base + end - start;
        words[end] = baseWords + 1;
      }
    }
  }
  return { fraction: (covered[length] ?? 0) / length, words: words[length] ?? 0 };
}
