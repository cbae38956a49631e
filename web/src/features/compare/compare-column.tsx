import { verdictTone, type AnalyzeResponse } from '@scamcheck/shared';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { resultPath } from '../scan/analyze-domain';
import { formatAge } from '../report/format';
import { verdictOf } from '../report/verdict';
import { BAND_COLOURS } from '../scores/band-colours';
import { ScoreGauge } from '../scores/score-gauge';

/** One site in the comparison: the same rows for every column, so they line up when read across. */
export function CompareColumn({ report }: { report: AnalyzeResponse }) {
  const warnings = report.findings.filter((finding) => finding.points < 0);
  const goodSigns = report.findings.filter((finding) => finding.points > 0);
  const worst = [...warnings].sort((a, b) => a.points - b.points).slice(0, 3);
  const rows: [string, string][] = [
    ['Domain age', report.facts.ageDays === null ? 'Not available' : formatAge(report.facts.ageDays)],
    ['Certificate', report.facts.certificate?.issuer ?? 'Not available'],
    [
      'Threat lists',
      report.facts.feedHits === null
        ? 'Not checked'
        : report.facts.feedHits.length === 0
          ? 'Not listed'
          : 'Listed',
    ],
    ['Impersonates', report.lookalike ? report.lookalike.officialDomain : 'No brand'],
    ['Warning signs', String(warnings.length)],
    ['Good signs', String(goodSigns.length)],
  ];
  return (
    <article
      aria-label={report.unicodeDomain}
      className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="mb-4 text-lg font-semibold break-all">
        <Link to={resultPath(report.domain)} className="hover:underline">
          {report.unicodeDomain}
        </Link>
      </h2>
      <ScoreGauge score={report.score} size="md" threatLevel={report.threatLevel} />
      <p
        className={cn(
          'mt-3 text-center font-semibold',
          BAND_COLOURS[verdictTone(report.band, report.threatLevel)].text,
        )}
      >
        {verdictOf(report).headline}
      </p>
      <dl className="mt-4 w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 py-2">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-right font-medium break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {worst.length > 0 && (
        <div className="mt-4 w-full">
          <h3 className="text-sm font-semibold">Main warning signs</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {worst.map((finding) => (
              <li key={finding.code}>{finding.title}</li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
