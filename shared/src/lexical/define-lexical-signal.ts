// A lexical signal is a check (checks/check.ts) of kind 'lexical': an id equal to its file name, the finding
// codes it may emit (each weighted in scoring/weights.ts), and a pure function from the gathered facts to
// findings. Its axis follows from its codes' weights.
import type { CheckAxes, Check } from '../checks/check';
import type { Finding } from '../report/finding';
import { FINDING_WEIGHTS, type FindingCode } from '../scoring/weights';
import type { LexicalFacts } from './lexical-facts';

/** A check whose findings are weighted by code in FINDING_WEIGHTS: the lexical and URL signals. */
export type FindingCheck<Input> = Check<Input, Finding> & { codes: readonly FindingCode[] };

export type LexicalSignal = FindingCheck<LexicalFacts>;

export type LexicalSignalDefinition = Pick<LexicalSignal, 'id' | 'codes'> & {
  run: (facts: LexicalFacts) => Finding[];
};

/** The axis a set of codes feeds, read from their weights: risk points are harm, positive points trust. */
export function axisOfCodes(codes: readonly FindingCode[]): CheckAxes {
  const signs = new Set(
    codes.map((code) => Math.sign(FINDING_WEIGHTS[code].points)).filter((sign) => sign !== 0),
  );
  if (signs.size > 1) return 'both';
  return signs.has(1) ? 'trust' : 'harm';
}

export function defineLexicalSignal(definition: LexicalSignalDefinition): LexicalSignal {
  return { ...definition, kind: 'lexical', axis: axisOfCodes(definition.codes) };
}

export type FindingText = { title: string; evidence: string; source: string };

/** A finding whose category, severity and points come from the weights table. */
export function createFinding(code: FindingCode, text: FindingText): Finding {
  const { category, severity, points } = FINDING_WEIGHTS[code];
  return { code, category, severity, points, ...text };
}

/**
 * A finding of a scaled code (weights.ts `scaled`): the measured points, rounded and kept between 0 and
 * the code's weight, which is the largest size it may have. A risk below half its largest size is
 * reported as low severity.
 */
export function createScaledFinding(code: FindingCode, points: number, text: FindingText): Finding {
  const weight = FINDING_WEIGHTS[code];
  const limit = Math.abs(weight.points);
  const size = Math.min(limit, Math.max(0, Math.round(Math.sign(weight.points) * points)));
  const finding = createFinding(code, text);
  const isMild = weight.severity !== 'info' && size * 2 < limit;
  return {
    ...finding,
    severity: isMild ? 'low' : finding.severity,
    points: size === 0 ? 0 : Math.sign(weight.points) * size,
  };
}
