import { describe, expect, it } from 'vitest';
import { decideVerdict, type VerdictEvidence } from './decide-verdict';
import { MESSAGE_POINTS } from './message-weights';

// The text model's opinion with nothing else: no family, no signal, no link.
function modelOnly(scamProbability: number, overrides: Partial<VerdictEvidence>): VerdictEvidence {
  return {
    families: [],
    signals: [],
    links: [],
    mismatches: [],
    classification: { scamProbability, spamProbability: 0 },
    classifierSentences: () => ['Your bill is ready to view.'],
    hasChannel: true,
    homeOnly: false,
    long: false,
    pressure: null,
    optOut: false,
    weights: MESSAGE_POINTS,
    ...overrides,
  };
}

describe('the text model alone', () => {
  it('flags a short text with a way to act when it is confident', () => {
    expect(decideVerdict(modelOnly(0.95, {})).verdict).toBe('suspicious');
  });

  it('does not flag a long message (an e-mail) on its opinion alone', () => {
    const decision = decideVerdict(modelOnly(0.95, { long: true }));
    expect(decision.verdict).toBe('no-signs');
    // It is still shown as evidence, with fewer points.
    expect(decision.findings.map((finding) => finding.code)).toEqual(['classifier']);
  });

  it('counts fully in a long message once another sign of harm stands beside it', () => {
    const alone = decideVerdict(modelOnly(0.95, { long: true }));
    const withSignal = decideVerdict(
      modelOnly(0.95, {
        long: true,
        signals: [
          {
            code: 'credential-request',
            title: 'Asks for a code, password or card or bank details',
            axis: 'harm',
            points: MESSAGE_POINTS['credential-request'],
            sentence: 'Confirm your password here.',
          },
        ],
      }),
    );
    const points = (decision: typeof alone) =>
      decision.findings.find((finding) => finding.code === 'classifier')?.points ?? 0;
    expect(points(withSignal)).toBeGreaterThan(points(alone));
    expect(withSignal.verdict).toBe('scam');
  });
});

describe('a weak family outcome beside the text model', () => {
  const hit = (points: number) => ({
    family: 'family-impersonation' as const,
    title: '"Hi Mum, new number" or boss impersonation',
    points,
    evidence: ['Mum, can you send me £20 for the train?'],
    hook: null,
    request: null,
  });
  const classifierPoints = (points: number) =>
    decideVerdict(modelOnly(0.9, { hasChannel: false, families: [hit(points)] })).findings.find(
      (finding) => finding.code === 'classifier',
    )?.points ?? 0;

  it("does not make the model's opinion count as if there were a way to act", () => {
    // "Mum, can you send me £20": what children send too (15 points); the model counts as with no way to act.
    expect(classifierPoints(15)).toBe(Math.round(MESSAGE_POINTS.classifier * 0.9 * 0.4));
    // A strong outcome (the new number and the money) makes it count fully.
    expect(classifierPoints(40)).toBe(Math.round(MESSAGE_POINTS.classifier * 0.9));
  });
});
