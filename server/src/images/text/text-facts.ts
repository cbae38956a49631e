import type { TextFacts } from '../detectors/define-detector';
import { cleanOcrText, toDisplayLine, toMatchText } from './clean-text';
import { extractIndicators } from './extract-indicators';
import { extractLinks } from './extract-links';

/** Everything the detectors look at, derived once from the text read in the image. */
export function buildTextFacts(rawText: string): TextFacts {
  const text = cleanOcrText(rawText);
  const match = toMatchText(text);
  // Lower-casing can change the length of a few letters (İ); evidence is then quoted lower-case.
  const line = toDisplayLine(text);
  const display = line.length === match.length ? line : match;
  return { text, match, display, links: extractLinks(text), indicators: extractIndicators(text) };
}
