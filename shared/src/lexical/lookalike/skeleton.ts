// TR39-style skeleton: two strings that look the same in a URL bar get the same skeleton
// ('pаypal' with a Cyrillic а, 'paypa1' and 'paypal' all become 'paypal').
import { CONFUSABLE_MAP, MULTI_CHAR_CONFUSABLES } from '../../data/confusables';

const NEEDS_MAPPING = /[^a-z2-9-]|0|1|rn|vv|cl/;
const MARKS = /\p{M}/gu;

export function skeleton(label: string): string {
  // Fast path: plain ASCII labels without look-alike digits or letter pairs are their own skeleton.
  if (!NEEDS_MAPPING.test(label)) return label;
  let mapped = '';
  for (const char of label.normalize('NFD').replace(MARKS, '')) mapped += CONFUSABLE_MAP.get(char) ?? char;
  for (const [from, to] of MULTI_CHAR_CONFUSABLES) mapped = mapped.replaceAll(from, to);
  return mapped;
}
