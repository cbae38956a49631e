// Sentence handling for the assistant's "at most 3–4 sentences" rule. A sentence ends at
// . ! or ? followed by a space; dots inside names and links (example.com, /domain/a.b) do not count.

const SENTENCE_BREAK = /(?<=[.!?])\s+(?=\S)/u;
// Link texts may hold their own punctuation ("[Scammed? page](/scammed)"); they never end a sentence.
const LINK = /\[[^\]]*\]\([^)]*\)/g;
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

export const MAX_REPLY_SENTENCES = 4;

export function splitSentences(text: string): string[] {
  const links: string[] = [];
  const masked = text.replace(LINK, (link) => `\uE000${links.push(link) - 1}\uE001`);
  return masked
    .trim()
    .split(SENTENCE_BREAK)
    .map((sentence) =>
      sentence.trim().replace(PLACEHOLDER, (_match, index: string) => links[Number(index)] ?? ''),
    )
    .filter((sentence) => sentence !== '');
}

export function countSentences(text: string): number {
  return splitSentences(text).length;
}

/** Keeps the first `max` sentences. */
export function capSentences(text: string, max: number = MAX_REPLY_SENTENCES): string {
  return splitSentences(text).slice(0, max).join(' ');
}

/** Drops a trailing unfinished sentence (a reply cut off by the token limit); keeps it if it is all there is. */
export function dropUnfinishedSentence(text: string): string {
  const sentences = splitSentences(text);
  const last = sentences.at(-1);
  if (last === undefined || /[.!?)"'*]$/.test(last) || sentences.length === 1) return sentences.join(' ');
  return sentences.slice(0, -1).join(' ');
}

/** "a", "a and b", "a, b and c", each lower-cased where `lowerFirst` allows. */
export function listOf(items: readonly string[]): string {
  const lowered = items.map(lowerFirst);
  return lowered.length <= 1
    ? lowered.join('')
    : `${lowered.slice(0, -1).join(', ')} and ${lowered.at(-1) ?? ''}`;
}

// Finding titles and advice steps are headings or sentences ("Listed by OpenPhish", "Don't reply"); inside
// a sentence they read lower-case unless they start with a name ("PayPal", "DNS").
export function lowerFirst(text: string): string {
  const [first = ''] = text.split(' ');
  return /^[A-Z][a-z'’-]+$/.test(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
