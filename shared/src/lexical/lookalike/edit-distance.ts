// One-edit comparison (Damerau: substitution, insertion, deletion or adjacent swap) that also says
// what the edit was, so callers can apply Chromium's false-positive guards.

export type Edit =
  | { kind: 'substitution'; index: number; from: string; to: string }
  | { kind: 'insertion'; index: number; char: string }
  | { kind: 'deletion'; index: number; char: string }
  | { kind: 'transposition'; index: number };

/** The single edit that turns `reference` into `candidate`, or null if they are equal or further apart. */
export function singleEdit(reference: string, candidate: string): Edit | null {
  const lengthDiff = candidate.length - reference.length;
  if (lengthDiff > 1 || lengthDiff < -1 || reference === candidate) return null;
  let start = 0;
  while (start < reference.length && start < candidate.length && reference[start] === candidate[start])
    start++;
  if (lengthDiff === 1) {
    return candidate.slice(start + 1) === reference.slice(start)
      ? { kind: 'insertion', index: start, char: candidate.charAt(start) }
      : null;
  }
  if (lengthDiff === -1) {
    return reference.slice(start + 1) === candidate.slice(start)
      ? { kind: 'deletion', index: start, char: reference.charAt(start) }
      : null;
  }
  if (reference.slice(start + 1) === candidate.slice(start + 1)) {
    return { kind: 'substitution', index: start, from: reference.charAt(start), to: candidate.charAt(start) };
  }
  const isSwap =
    reference[start] === candidate[start + 1] &&
    reference[start + 1] === candidate[start] &&
    reference.slice(start + 2) === candidate.slice(start + 2);
  return isSwap ? { kind: 'transposition', index: start } : null;
}

/** Bitsquatting: the substituted character differs from the original by exactly one bit. */
export function isBitFlip(edit: Edit): boolean {
  if (edit.kind !== 'substitution') return false;
  const xor = edit.from.charCodeAt(0) ^ edit.to.charCodeAt(0);
  return xor !== 0 && (xor & (xor - 1)) === 0;
}
