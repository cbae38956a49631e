import type { Finding } from '@scamcheck/shared';
import { cn } from '../../lib/cn';
import { CATEGORY_LABELS, SEVERITY_LABELS } from './finding-labels';
import { groupFindings } from './group-findings';

const SEVERITY_STYLES: Record<Finding['severity'], string> = {
  info: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  low: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  medium: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  high: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  critical: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

/** Every finding behind the score, grouped by category, with its severity, evidence and source. */
export function FindingsByCategory({ findings }: { findings: readonly Finding[] }) {
  if (findings.length === 0) {
    return (
      <p className="text-slate-600 dark:text-slate-300">
        No findings: none of our checks raised anything about this site, good or bad.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      {groupFindings(findings).map((group) => (
        <section key={group.category} aria-labelledby={`findings-${group.category}`}>
          <h3 id={`findings-${group.category}`} className="font-semibold">
            {CATEGORY_LABELS[group.category]}
          </h3>
          <ul className="mt-3 space-y-3">
            {group.findings.map((finding) => (
              <FindingItem key={finding.code} finding={finding} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function FindingItem({ finding }: { finding: Finding }) {
  const isGoodSign = finding.points > 0;
  return (
    <li
      data-code={finding.code}
      className={cn(
        'rounded-lg border border-l-4 border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900',
        isGoodSign ? 'border-l-green-500' : finding.points < 0 ? 'border-l-red-500' : 'border-l-slate-400',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded px-2 py-0.5 text-xs font-semibold', SEVERITY_STYLES[finding.severity])}>
          {SEVERITY_LABELS[finding.severity]}
        </span>
        <p className="font-medium">{finding.title}</p>
        {finding.points !== 0 && (
          <span
            className={cn(
              'ml-auto text-sm font-semibold tabular-nums',
              isGoodSign ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400',
            )}
          >
            {isGoodSign ? '+' : '−'}
            {Math.abs(finding.points)}
            <span className="sr-only"> points</span>
          </span>
        )}
      </div>
      <p className="mt-2 text-sm break-words text-slate-700 dark:text-slate-300">{finding.evidence}</p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Source: {finding.source}</p>
    </li>
  );
}
