// The text the classifier sees. Every message, in training and at run time, goes through the same
// normalisation, which also removes what would let the model learn its training sources instead of
// scams: the corpus collector's own address and name (Nazario's mailbox), e-mail "Subject:" lines,
// the Enron corpus's lower-casing and spaced-out punctuation, SpamHunter's "XX" number masks, web
// archives' "[email protected]" placeholders and encoding debris ("Â").

import { stemmer } from 'stemmer';

/**
 * Words are reduced to their stems (Porter), and the commonest irregular verbs to their base form, so "your
 * account was blocked", "account be block" (SpamHunter's lemmatised translations) and "acct blocked" share
 * features: the model learns what a message says rather than one corpus's grammar.
 */
const IRREGULAR = new Map<string, string>([
  ...['is', 'are', 'was', 'were', 'been', 'being', 'am'].map((word): [string, string] => [word, 'be']),
  ['has', 'have'],
  ['had', 'have'],
  ['won', 'win'],
  ['sent', 'send'],
  ['paid', 'pay'],
  ['got', 'get'],
  ['gotten', 'get'],
  ['made', 'make'],
]);
const SHAPE_TOKENS = new Set(['xurl', 'xemail', 'xpremium', 'xtollfree', 'xphone', 'xcur', 'xnum']);

// Stemming is the costliest step per word and messages repeat a small vocabulary: stems are memoised, and the
// memo starts over when it reaches its cap so odd input cannot grow it without bound.
const STEM_MEMO_CAP = 50_000;
const stems = new Map<string, string>();

function baseForm(word: string): string {
  const known = IRREGULAR.get(word) ?? stems.get(word);
  if (known !== undefined) return known;
  const stem = SHAPE_TOKENS.has(word) ? word : stemmer(word);
  if (stems.size >= STEM_MEMO_CAP) stems.clear();
  stems.set(word, stem);
  return stem;
}

/** Characters of a message the model reads; long e-mails are judged by their opening. */
export const MODEL_MAX_CHARS = 1500;

const REPLACEMENTS: readonly [RegExp, string][] = [
  // Source artefacts, dropped.
  [/\[email\s*(?:Â\s*)?protected\]/gi, ' '],
  [/\bjose(?:@monkey\.org)?\b|\bmonkey\.org\b|\bnazario\b/gi, ' '],
  [/[ÂÃ]/g, ' '],
  [/^\s*subject\s*:/gim, ' '],
  [/&(?:lt|gt|amp|quot|nbsp);|<#>/gi, ' '],
  // Apostrophes joined, so "don't", "don ' t" and "dont" are one word.
  [/\s*['’]\s*/g, ''],
  // Links, addresses and numbers become shape tokens: the model learns "a link" or "a premium-rate
  // number", never one campaign's domain.
  [/\b(?:https?:\/\/|www\.)\S+/gi, ' xurl '],
  [/\b[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+\b/gi, ' xemail '],
  [
    /\b(?:[a-z0-9-]+\.)+(?:com|net|org|info|co|uk|in|au|us|biz|xyz|top|online|site|ly|me|io|link|click|cc|ru|cn)\b(?:\/\S*)?/gi,
    ' xurl ',
  ],
  [/(?<![\d+])(?:\+?44\s?|0)(?:9\d{2}|87\d|70\d)[\s-]?\d{3}[\s-]?\d{3,4}(?!\d)/g, ' xpremium '],
  [/(?<![\d+])(?:\+?1[\s.-]?)?\(?8(?:00|88|77|66|55|44|33)\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g, ' xtollfree '],
  [/(?<![\d+])(?:\+?\d{1,3}[\s.-]?)?\(?\d{2,5}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}(?!\d)/g, ' xphone '],
  [/[£$€₹¥₦]|\b(?:rs\.?|inr|usd|gbp|eur|aud|cad|ngn|naira|rupees?|dollars?|pounds?)(?=\s*\d|\b)/gi, ' xcur '],
  // SpamHunter's masks ("XX", "XXXX") are numbers that were hidden.
  [/\bX{2,}\b/g, ' xnum '],
  [/\d+(?:[.,]\d+)*/g, ' xnum '],
];

/** Stemmed lower-case words of letters (any script), with links, numbers and amounts as shape tokens. */
export function modelWords(raw: string): string[] {
  let text = raw.slice(0, MODEL_MAX_CHARS).normalize('NFKC');
  for (const [pattern, replacement] of REPLACEMENTS) text = text.replace(pattern, replacement);
  const words = text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
  return words.map(baseForm);
}
