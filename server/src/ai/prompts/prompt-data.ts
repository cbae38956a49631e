// Text that reaches a model as data (page text, finding evidence, report facts) goes through here:
// invisible characters that can hide instructions are removed and our delimiters cannot be forged.
import { readableText } from '../../engine/collectors/html/text-cleanup';

/** Cleans attacker-influenced text for a prompt: one line, no angle brackets, at most `maxChars`. */
export function promptData(text: string, maxChars: number): string {
  const cleaned = readableText(text).replace(/[<>]/g, ' ').replace(/\s+/g, ' ').trim();
  return cleaned.length <= maxChars ? cleaned : `${cleaned.slice(0, maxChars)}…`;
}

/** Wraps data in a named block that the instructions tell the model never to obey. */
export function dataBlock(name: string, lines: readonly string[]): string {
  return [`<${name}>`, ...lines, `</${name}>`].join('\n');
}
