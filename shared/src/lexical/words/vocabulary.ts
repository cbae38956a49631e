// The words a person would recognise in a host or path: everyday English and website words, the brand
// names and the sign-in and lure vocabulary the other signals already know. Stored as a letter trie
// with the common English endings spelled out, so word splitting walks it without building strings.
import { BRANDS } from '../../data/brands';
import { ENGLISH_WORDS, WEB_WORDS } from '../../data/common-words';
import {
  CONNECTOR_WORDS,
  LURE_WORDS,
  STRONG_CREDENTIAL_WORDS,
  WEAK_CREDENTIAL_WORDS,
} from '../../data/keywords';

export const MIN_WORD_LENGTH = 3;

export const VOCABULARY: ReadonlySet<string> = new Set(
  [
    ...ENGLISH_WORDS.split(/\s+/),
    ...WEB_WORDS.split(/\s+/),
    ...BRANDS.flatMap((brand) => brand.keywords),
    ...STRONG_CREDENTIAL_WORDS,
    ...WEAK_CREDENTIAL_WORDS,
    ...LURE_WORDS,
    ...CONNECTOR_WORDS,
  ].filter((word) => word.length >= MIN_WORD_LENGTH && /^[a-z]+$/.test(word)),
);

/** The list keeps base forms; these spell the usual endings ('books', 'booking', 'designed', 'stories'). */
function inflections(word: string): string[] {
  const forms = [
    word,
    `${word}s`,
    `${word}es`,
    `${word}ed`,
    `${word}er`,
    `${word}ers`,
    `${word}ing`,
    `${word}ly`,
  ];
  if (word.endsWith('e')) forms.push(`${word}d`, `${word}r`, `${word}rs`, `${word.slice(0, -1)}ing`);
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`);
  // a short word ending consonant-vowel-consonant doubles it: shop → shopping, shopper
  if (/^[a-z]?[^aeiou][aeiou][bdgmnprt]$/.test(word)) {
    const doubled = word + word.charAt(word.length - 1);
    forms.push(`${doubled}ing`, `${doubled}ed`, `${doubled}er`, `${doubled}ers`);
  }
  return forms;
}

// A first-child / next-sibling trie in typed arrays (a few hundred KB, where a Map per node would take
// megabytes in the extension); the root's 26 children are indexed directly since every walk starts there.
type Trie = {
  letterOf: Uint8Array;
  firstChild: Int32Array;
  nextSibling: Int32Array;
  terminal: Uint8Array;
  rootChild: Int32Array;
};

const TRIE: Trie = (() => {
  const capacity = [...VOCABULARY].reduce((sum, word) => sum + inflections(word).join('').length, 1);
  const trie: Trie = {
    letterOf: new Uint8Array(capacity),
    firstChild: new Int32Array(capacity).fill(-1),
    nextSibling: new Int32Array(capacity).fill(-1),
    terminal: new Uint8Array(capacity),
    rootChild: new Int32Array(26).fill(-1),
  };
  let nodes = 1;
  for (const word of VOCABULARY) {
    for (const form of inflections(word)) {
      let node = 0;
      for (let i = 0; i < form.length; i++) {
        const letter = form.charCodeAt(i) - 97;
        let child = childIn(trie, node, letter);
        if (child < 0) {
          child = nodes++;
          trie.letterOf[child] = letter;
          if (node === 0) trie.rootChild[letter] = child;
          else {
            trie.nextSibling[child] = trie.firstChild[node] ?? -1;
            trie.firstChild[node] = child;
          }
        }
        node = child;
      }
      trie.terminal[node] = 1;
    }
  }
  // keep only the nodes used; the capacity was an upper bound
  return {
    letterOf: trie.letterOf.slice(0, nodes),
    firstChild: trie.firstChild.slice(0, nodes),
    nextSibling: trie.nextSibling.slice(0, nodes),
    terminal: trie.terminal.slice(0, nodes),
    rootChild: trie.rootChild,
  };
})();

function childIn(trie: Trie, node: number, letter: number): number {
  if (letter < 0 || letter > 25) return -1;
  if (node === 0) return trie.rootChild[letter] ?? -1;
  for (let child = trie.firstChild[node] ?? -1; child >= 0; child = trie.nextSibling[child] ?? -1) {
    if (trie.letterOf[child] === letter) return child;
  }
  return -1;
}

/** The trie node after `letter` (0–25 for a–z) from `node` (0 = root), or −1. */
export function childOf(node: number, letter: number): number {
  return childIn(TRIE, node, letter);
}

export function isWordEnd(node: number): boolean {
  return TRIE.terminal[node] === 1;
}

/** A lowercase word of the vocabulary, as written or with a common English ending. */
export function isCommonWord(word: string): boolean {
  if (word.length < MIN_WORD_LENGTH) return false;
  let node = 0;
  for (let i = 0; i < word.length && node >= 0; i++) node = childOf(node, word.charCodeAt(i) - 97);
  return node >= 0 && isWordEnd(node);
}
