// The pieces of a URL the structure model measures, derived once from the lexical facts: the letters of
// the host's labels, the decoded path segments and their word make-up.
import type { LexicalFacts } from '../lexical-facts';
import { isCommonWord } from '../words/vocabulary';
import { wordCoverage, type WordCoverage } from '../words/word-coverage';

export type UrlParts = {
  facts: LexicalFacts;
  siteLetters: string;
  siteCoverage: WordCoverage;
  subdomainLetters: string;
  /** Decoded path segments, case kept. */
  segments: readonly string[];
  /** Segments without their file extension. */
  stems: readonly string[];
  /** No path and no query: the address of a site's front page. */
  isHomePage: boolean;
  /** Lowercase extension of the last segment ('' when none). */
  extension: string;
  /** Letter-and-digit runs of the decoded path, case kept. */
  pathTokens: readonly string[];
  /** Alphabetic path tokens of 3+ letters that are (not) words, ignoring file-type noise. */
  pathWords: number;
  pathNonWords: number;
};

// Tokens every site's paths are full of, which say nothing about the page.
const PATH_NOISE: ReadonlySet<string> = new Set(['html', 'htm', 'php', 'asp', 'aspx', 'jsp', 'index', 'www']);

export function gatherUrlParts(facts: LexicalFacts): UrlParts {
  const siteLetters = facts.siteLabel.replace(/[^a-z]/g, '');
  const segments = facts.target.path
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSafely);
  const last = segments.at(-1) ?? '';
  const extension = /\.([a-z0-9]{1,5})$/i.exec(last)?.[1]?.toLowerCase() ?? '';
  const pathTokens = segments.join('/').match(/[A-Za-z0-9]+/g) ?? [];
  let pathWords = 0;
  let pathNonWords = 0;
  for (const token of pathTokens) {
    if (token.length < 3 || !/^[A-Za-z]+$/.test(token)) continue;
    const lower = token.toLowerCase();
    if (PATH_NOISE.has(lower)) continue;
    if (isWordLike(lower)) pathWords++;
    else pathNonWords++;
  }
  return {
    facts,
    siteLetters,
    siteCoverage: wordCoverage(siteLetters),
    subdomainLetters: facts.subdomainLabels.join('').replace(/[^a-z]/g, ''),
    segments,
    stems: segments.map((segment) => segment.replace(/\.[a-z0-9]{1,5}$/i, '')),
    isHomePage: segments.length === 0 && facts.target.query === '',
    extension,
    pathTokens,
    pathWords,
    pathNonWords,
  };
}

/** A word, or letters mostly spelled by words ('mickeymouse', 'webdesign'). */
export function isWordLike(lower: string): boolean {
  return isCommonWord(lower) || (lower.length >= 6 && wordCoverage(lower).fraction >= 0.8);
}

function decodeSafely(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
