import type { Finding, FindingCategory } from '@scamcheck/shared';
import { SEVERITY_RANK } from './finding-labels';

export type FindingGroup = { category: FindingCategory; findings: Finding[]; points: number };

/**
 * Findings by category, the group that cost the most points first; inside a group the most severe
 * finding first, then the one that moved the score most.
 */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const groups = new Map<FindingCategory, Finding[]>();
  for (const finding of findings) {
    groups.set(finding.category, [...(groups.get(finding.category) ?? []), finding]);
  }
  return [...groups.entries()]
    .map(([category, list]) => ({
      category,
      points: list.reduce((sum, finding) => sum + finding.points, 0),
      findings: [...list].sort(
        (a, b) =>
          SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || Math.abs(b.points) - Math.abs(a.points),
      ),
    }))
    .sort((a, b) => a.points - b.points);
}
