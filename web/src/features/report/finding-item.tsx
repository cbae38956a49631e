import type { Finding, Lookalike } from '@scamcheck/shared';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { resultPath } from '../scan/analyze-domain';
import { shownSeverity } from './evidence-groups';
import { CATEGORY_LABELS, SEVERITY_LABELS } from './finding-labels';

const SEVERITY_STYLES: Record<Finding['severity'], string> = {
  info: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  low: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  medium: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  high: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  critical: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};
const GOOD_SIGN_STYLE = 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300';

/**
 * One finding: its label (a severity for a warning, "Good sign" for trust, so the label always agrees
 * with the points), what was seen, where it came from and the points it moved; `establishment` names
 * trust that shows the site is established, and an impersonation finding asks "Did you mean …?".
 */
export function FindingItem({
  finding,
  establishment,
  lookalike,
}: {
  finding: Finding;
  establishment?: string | null;
  lookalike?: Lookalike | null;
}) {
  const severity = shownSeverity(finding);
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
        <span
          data-testid="finding-label"
          className={cn(
            'rounded px-2 py-0.5 text-xs font-semibold',
            severity === null ? GOOD_SIGN_STYLE : SEVERITY_STYLES[severity],
          )}
        >
          {severity === null ? 'Good sign' : SEVERITY_LABELS[severity]}
        </span>
        {establishment && (
          <span className="rounded bg-green-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-green-600">
            {establishment}
          </span>
        )}
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
      {lookalike && finding.category === 'lookalike' && (
        <p className="mt-2 text-sm font-medium">
          Did you mean{' '}
          <Link
            to={resultPath(lookalike.officialDomain)}
            className="text-brand-700 dark:text-brand-500 underline underline-offset-2"
          >
            {lookalike.officialDomain}
          </Link>
          ?
        </p>
      )}
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {CATEGORY_LABELS[finding.category]} · Source: {finding.source}
      </p>
    </li>
  );
}
