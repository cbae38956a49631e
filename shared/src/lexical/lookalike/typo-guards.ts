// Which one-character edits are slips a person would make or overlook ('gooogle', 'amazpn', 'paypai'),
// as opposed to a different name that happens to be one edit away ('nypost' / 'nzpost', 'lacoste' /
// 'laposte'). dnstwist's typo fuzzers (keyboard neighbours, doubled letters) and Chromium's guards.
import type { Edit } from './edit-distance';

// QWERTY neighbours (dnstwist's qwerty table).
// prettier-ignore
const NEIGHBOURS: Record<string, string> = {
  '1': '2q', '2': '3wq1', '3': '4ew2', '4': '5re3', '5': '6tr4', '6': '7yt5', '7': '8uy6', '8': '9iu7',
  '9': '0oi8', '0': 'po9', q: '12wa', w: '3esaq2', e: '4rdsw3', r: '5tfde4', t: '6ygfr5', y: '7uhgt6',
  u: '8ijhy7', i: '9okju8', o: '0plki9', p: 'lo0', a: 'qwsz', s: 'edxzaw', d: 'rfcxse', f: 'tgvcdr',
  g: 'yhbvft', h: 'ujnbgy', j: 'ikmnhu', k: 'olmji', l: 'kop', z: 'asx', x: 'zsdc', c: 'xdfv', v: 'cfgb',
  b: 'vghn', n: 'bhjm', m: 'njk',
};

/** Letters that pass for each other at a glance in a small font. */
const LOOK_ALIKE_PAIRS = new Set(['il', 'li', 'mn', 'nm', 'uv', 'vu', 'ce', 'ec', 'gq', 'qg', 'vw', 'wv']);

/** Bit flips and dropped last letters are plausible only in long names; short ones become other words. */
const MIN_BITSQUAT_LENGTH = 8;
/** Swapped letters in short names are mostly other words ('turist' / 'truist'). */
const MIN_TRANSPOSITION_LENGTH = 7;

function isNeighbour(a: string, b: string | undefined): boolean {
  return b !== undefined && (a === b || (NEIGHBOURS[a]?.includes(b) ?? false));
}

/**
 * No match when the names differ in the first character (hank/tank), at the very end ('kotaku',
 * 'tiktokv', 'banksy': suffixes, not slips; a doubled last letter like 'paypall' still counts), by a
 * hyphen, or by a substitution or insertion no keyboard or font explains.
 */
export function isPlausibleTypo(edit: Edit, reference: string, isBitFlip: boolean): boolean {
  if (edit.index === 0) return false;
  const isAtEnd = edit.index >= reference.length - 1;
  switch (edit.kind) {
    case 'insertion': {
      const before = reference.charAt(edit.index - 1);
      if (edit.index >= reference.length) return edit.char === before;
      return (
        edit.char !== '-' && (isNeighbour(edit.char, before) || isNeighbour(edit.char, reference[edit.index]))
      );
    }
    case 'deletion':
      // 'onedriv' is still OneDrive; 'netban' is not Netbank.
      return edit.char !== '-' && (!isAtEnd || reference.length >= MIN_BITSQUAT_LENGTH);
    case 'substitution':
      if (isAtEnd) return false;
      return (
        isNeighbour(edit.from, edit.to) ||
        LOOK_ALIKE_PAIRS.has(edit.from + edit.to) ||
        (isBitFlip && reference.length >= MIN_BITSQUAT_LENGTH)
      );
    case 'transposition':
      return reference.length >= MIN_TRANSPOSITION_LENGTH;
  }
}
