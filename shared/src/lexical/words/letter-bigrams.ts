// Letter-pair statistics of the vocabulary: how much a string reads like a word people could say.
// 'wellfloured' scores like English; 'xffrxxzzz' and 'dpfoidspoifopdsifpoi' do not. Language-neutral
// enough for most Latin-script names, since pronounceable pairs are shared across those languages.
import { VOCABULARY } from './vocabulary';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
// index 26 marks the start and end of a word
const EDGE = 26;
const SIZE = 27;
const SMOOTHING = 0.1;

function indexOf(char: string): number {
  const index = ALPHABET.indexOf(char);
  return index < 0 ? EDGE : index;
}

const LOG_PROBABILITY: Float64Array = (() => {
  const counts = new Float64Array(SIZE * SIZE);
  for (const word of VOCABULARY) {
    let previous = EDGE;
    for (const char of word) {
      const current = indexOf(char);
      counts[previous * SIZE + current] = (counts[previous * SIZE + current] ?? 0) + 1;
      previous = current;
    }
    counts[previous * SIZE + EDGE] = (counts[previous * SIZE + EDGE] ?? 0) + 1;
  }
  const table = new Float64Array(SIZE * SIZE);
  for (let from = 0; from < SIZE; from++) {
    let total = 0;
    for (let to = 0; to < SIZE; to++) total += counts[from * SIZE + to] ?? 0;
    for (let to = 0; to < SIZE; to++) {
      table[from * SIZE + to] = Math.log(
        ((counts[from * SIZE + to] ?? 0) + SMOOTHING) / (total + SMOOTHING * SIZE),
      );
    }
  }
  return table;
})();

/** Mean log-probability per letter pair of lowercase letters (higher = more word-like); 0 when empty. */
export function letterPairScore(letters: string): number {
  if (letters.length === 0) return 0;
  let sum = 0;
  let previous = EDGE;
  for (const char of letters) {
    const current = indexOf(char);
    sum += LOG_PROBABILITY[previous * SIZE + current] ?? 0;
    previous = current;
  }
  sum += LOG_PROBABILITY[previous * SIZE + EDGE] ?? 0;
  return sum / (letters.length + 1);
}
