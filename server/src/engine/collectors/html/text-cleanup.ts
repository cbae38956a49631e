// Format characters (zero-width, BiDi controls, soft hyphen…), variation selectors and Hangul fillers:
// invisible on screen, but able to split a phrase ("ig\u200Bnore previous…") so that pattern matching misses it.
const INVISIBLE = /\p{Cf}|\p{Variation_Selector}|[\u115F\u1160\u3164\uFFA0]|\u034F|\u17B4|\u17B5/gu;

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Text as a person would read it: invisible characters removed, compatibility forms folded, spaces collapsed. */
export function readableText(text: string): string {
  return collapseWhitespace(stripInvisible(text).normalize('NFKC'));
}

export function truncate(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : text.slice(0, maxChars);
}
