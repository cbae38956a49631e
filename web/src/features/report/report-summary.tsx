import { verdictTone, type AnalyzeResponse } from '@scamcheck/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { BAND_COLOURS } from '../scores/band-colours';
import { ScoreGauge } from '../scores/score-gauge';
import { evidenceGroups, notCheckedItems } from './evidence-groups';
import { formatDateTime, formatRelative } from './format';
import { verdictOf } from './verdict';
import { DomainName } from '../../components/ui/domain-name';

type ReportSummaryProps = { report: AnalyzeResponse; actions: ReactNode };

/**
 * The top of the result page: gauge, the domain (or the URL of a URL's report), verdict, why (what
 * established a Trusted site; what could not be checked when there is no evidence either way), AI
 * summary, analysed-at time and actions.
 */
export function ReportSummary({ report, actions }: ReportSummaryProps) {
  const verdict = verdictOf(report);
  const tone = verdictTone(report.band, report.threatLevel);
  const hardFail = report.hardFail;
  const hardFailFinding = hardFail && report.findings.find((finding) => finding.code === hardFail.code);
  return (
    <section className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[auto_1fr] dark:border-slate-800 dark:bg-slate-900">
      <ScoreGauge score={report.score} threatLevel={report.threatLevel} />
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {report.url === null ? 'Security report' : 'Security report for this link'}
        </p>
        <h1 className="text-3xl font-bold tracking-tight break-words">
          {report.url ?? <DomainName name={report.unicodeDomain} />}
        </h1>
        {report.unicodeDomain !== report.domain && (
          <p className="mt-1 font-mono text-sm break-all text-slate-600 dark:text-slate-400">
            <DomainName name={report.domain} />
          </p>
        )}
        <p className={cn('mt-4 text-xl font-semibold', BAND_COLOURS[tone].text)}>{verdict.headline}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {verdict.advice}
          {report.band === 'suspicious' && (
            <>
              {' '}
              <Link to="/scammed" className="text-brand-700 dark:text-brand-500 underline underline-offset-2">
                What to do if you were scammed
              </Link>
            </>
          )}
        </p>
        <VerdictReason report={report} />
        {report.summary !== '' && <p className="mt-4 text-slate-700 dark:text-slate-300">{report.summary}</p>}
        {hardFailFinding && (
          <p className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
            Score capped at {hardFail.cap}: {hardFailFinding.title}
          </p>
        )}
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          Analysed{' '}
          <time dateTime={report.createdAt} title={formatDateTime(report.createdAt)}>
            {formatRelative(report.createdAt)}
          </time>{' '}
          ({formatDateTime(report.createdAt)}){report.cached ? ' · saved report' : ''}
        </p>
        <div className="mt-5">{actions}</div>
      </div>
    </section>
  );
}

/** Why the verdict: what established a Trusted site, or what could not be checked when nothing was found. */
function VerdictReason({ report }: { report: AnalyzeResponse }) {
  if (report.threatLevel === 'unknown') {
    const missing = notCheckedItems(report.checks).map((item) => item.label);
    return (
      <p data-testid="verdict-reason" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {missing.length === 0
          ? 'Every check ran and none found anything for or against this site.'
          : `Could not be checked: ${missing.join(', ')}.`}
      </p>
    );
  }
  if (report.band !== 'trusted') return null;
  const reasons = evidenceGroups(report.findings, report.facts)
    .trust.map((item) => item.establishment)
    .filter((label) => label !== null);
  if (reasons.length === 0) return null;
  return (
    <p data-testid="verdict-reason" className="mt-3 text-sm text-green-800 dark:text-green-300">
      Trusted because: {reasons.join(' · ')}
    </p>
  );
}
