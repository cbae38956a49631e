// OCR output is attacker-written text read by a machine: normalise it once so detectors and the model
// see the same thing, and so invisible characters cannot split a phrase ("ver\u200bify") past a rule.

/** Longest text kept from one image; a screenshot of a message is far shorter. */
export const MAX_TEXT_LENGTH = 8000;

// Zero-width, BiDi controls, soft hyphen, word joiner, BOM, and the private-use planes' noise.
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;
const QUOTES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
};

/** A line with fewer than two letters or digits is an icon, a border or a speck read as text. */
function isNoise(line: string): boolean {
  return (line.match(/[\p{L}\p{N}]/gu) ?? []).length < 2;
}

export function cleanOcrText(raw: string): string {
  const text = raw
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/[\u2018-\u201e\u2032\u2033\u2013\u2014\u2212]/g, (char) => QUOTES[char] ?? char)
    .replace(/\r\n?/g, '\n')
    // A line ending in a hyphen is a compound or a link wrapped at its hyphen ("royalmail-\nreschedule.co.uk",
    // "1-\n844-555-0176"): apps wrap there but do not hyphenate words, so the hyphen is kept.
    .replace(/([a-z0-9])-\n([a-z0-9])/gi, '$1-$2')
    // Tesseract reads a lone capital I as a bar.
    .replace(/(^|\s)\|(?=\s)/gm, '$1I');
  const lines = text.split('\n').map((line) => line.replace(/[\t ]+/g, ' ').trim());
  const kept: string[] = [];
  for (const line of lines) {
    if (line === '' || isNoise(line)) {
      if (kept.length > 0 && kept[kept.length - 1] !== '') kept.push('');
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n').trim().slice(0, MAX_TEXT_LENGTH);
}

/**
 * The form detectors match against: lower case, one line, single spaces. Line breaks become spaces
 * so a phrase wrapped across two lines of a chat bubble still matches.
 */
export function toMatchText(clean: string): string {
  return toDisplayLine(clean).toLowerCase();
}

/** One line, single spaces, original case: where evidence is quoted from. */
export function toDisplayLine(clean: string): string {
  return clean.replace(/\s+/g, ' ').trim();
}
