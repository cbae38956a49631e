// One measurement of the URL structure model. `riskWhen` is the side (above or below the training
// average) that domain knowledge expects to look like phishing; the texts name that state and its
// opposite, and a finding names a feature only when the trained weight agrees with that expectation.
import type { UrlParts } from './url-parts';

export type UrlFeature = {
  name: string;
  riskWhen: 'high' | 'low';
  /** The risky state, in words ('digits in the host name'). */
  risk?: string;
  /** The reassuring opposite state ('a site's home page'). */
  trust?: string;
  value: (parts: UrlParts) => number;
};

export const count = (pattern: RegExp, text: string): number => text.match(pattern)?.length ?? 0;
export const clip = (value: number, max: number): number => Math.min(value, max);
export const flag = (condition: boolean): number => (condition ? 1 : 0);

/** A regular expression matching any of the words, longest first so the longest match wins. */
export function alternation(words: readonly string[]): RegExp {
  return new RegExp([...new Set(words)].sort((a, b) => b.length - a.length).join('|'), 'g');
}
