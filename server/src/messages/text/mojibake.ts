/**
 * UTF-8 text that was once decoded as Windows-1252 or Latin-1 ("Din pakke er ankommet til posthus, betal de
 * nÃ¸dvendige gebyrer"): exported mailboxes, copied web pages and data sets carry it. Each broken sequence is
 * turned back into its bytes and decoded again; one that is not valid UTF-8 is left as written, so ordinary
 * accented text ("Ã" in "NÃO") is never touched.
 */

// Windows-1252's characters for the bytes 0x80–0x9F (the five undefined bytes stay as Latin-1 controls).
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const BYTE_OF = new Map<string, number>([...CP1252_HIGH].map((char, index) => [char, 0x80 + index]));

// A continuation byte (0x80–0xBF) as it reads after the wrong decoding.
const CONT = `[\\u0080-\\u00bf${CP1252_HIGH.replace(/[\u0080-\u009f]/g, '')}]`;
const SEQUENCE = new RegExp(
  `[\\u00c2-\\u00df]${CONT}|[\\u00e0-\\u00ef]${CONT}{2}|[\\u00f0-\\u00f4]${CONT}{3}`,
  'g',
);
const HINT = /[\u00c2-\u00f4]/;
const STRICT = new TextDecoder('utf-8', { fatal: true });

function repairSequence(sequence: string): string {
  const bytes = Uint8Array.from([...sequence], (char) => BYTE_OF.get(char) ?? char.charCodeAt(0));
  try {
    return STRICT.decode(bytes);
  } catch {
    return sequence;
  }
}

/** The text with each mis-decoded UTF-8 sequence read again; twice, for text broken twice ("Ã°Å¸"). */
export function repairMojibake(text: string): string {
  let repaired = text;
  for (let round = 0; round < 2 && HINT.test(repaired); round += 1) {
    const next = repaired.replace(SEQUENCE, repairSequence);
    if (next === repaired) break;
    repaired = next;
  }
  return repaired;
}
