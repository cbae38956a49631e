import { DETECTORS, type DetectorHit, type TextFacts } from './index';

/** Hits of every detector, strongest first; a detector that throws is skipped rather than failing all. */
export function runDetectors(facts: TextFacts): DetectorHit[] {
  const hits: DetectorHit[] = [];
  for (const detector of DETECTORS) {
    try {
      const hit = detector.run(facts);
      if (hit !== null) hits.push(hit);
    } catch {
      // One faulty pattern must not hide the other families' evidence.
    }
  }
  return hits.sort((a, b) => b.points - a.points);
}
