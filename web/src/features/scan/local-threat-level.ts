/**
 * Loaded with a dynamic import only: the lexical engine brings tldts and the brand lists, which the
 * home page's first paint must not wait for.
 */
import { analyzeLexical, type ThreatLevel } from '@scamcheck/shared';

export function localThreatLevel(input: string): ThreatLevel {
  return analyzeLexical(input).threatLevel;
}
