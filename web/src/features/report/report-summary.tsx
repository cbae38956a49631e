import type { AnalyzeResponse } from '@scamcheck/shared';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { BAND_COLOURS } from '../scores/band-colours';
import { ScoreGauge } from '../scores/score-gauge';
import { formatDateTime, formatRelative } from './format';
import { ReportActions } from './report-actions';
import { VERDICTS } from './verdict';
import { DomainName } from '../../components/ui/domain-name';

type ReportSummaryProps = { report: AnalyzeResponse; isRescanning: boolean; onRescan: () => void };

/** The top of the result page: gauge, domain, verdict, AI summary, analysed-at time and actions. */
export function ReportSummary({ report, isRescanning, onRescan }: ReportSummaryProps) {
  const verdict = VERDICTS[report.band];
  const hardFail = report.hardFail;
  const hardFailFinding = hardFail && report.findings.find((finding) => finding.code === hardFail.code);
  return (
    <section className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[auto_1fr] dark:border-slate-800 dark:bg-slate-900">
      <ScoreGauge score={report.score} />
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Security report</p>
        <h1 className="text-3xl font-bold tracking-tight break-words">
          <DomainName name={report.unicodeDomain} />
        </h1>
        {report.unicodeDomain !== report.domain && (
          <p className="mt-1 font-mono text-sm break-all text-slate-600 dark:text-slate-400">
            <DomainName name={report.domain} />
          </p>
        )}
        <p className={cn('mt-4 text-xl font-semibold', BAND_COLOURS[report.band].text)}>{verdict.headline}</p>
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
        <div className="mt-5">
          <ReportActions domain={report.domain} isRescanning={isRescanning} onRescan={onRescan} />
        </div>
      </div>
    </section>
  );
}
