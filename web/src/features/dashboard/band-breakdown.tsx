import { BAND_LABELS } from '@scamcheck/shared';
import { BAND_COLOURS } from '../scores/band-colours';
import { useStatistics } from '../statistics/statistics-query';

/** How the analysed domains split across the three bands, as one stacked bar with a legend. */
export function BandBreakdown() {
  const { data } = useStatistics();
  if (!data || data.totalDomainsAnalyzed === 0) return null;
  const total = data.totalDomainsAnalyzed;
  const caution = Math.max(0, total - data.safeDomainsVerified - data.suspiciousDomainsDetected);
  const parts = (
    [
      { band: 'trusted', count: data.safeDomainsVerified },
      { band: 'caution', count: caution },
      { band: 'suspicious', count: data.suspiciousDomainsDetected },
    ] as const
  ).map((part) => ({
    ...part,
    label: BAND_LABELS[part.band],
    colour: BAND_COLOURS[part.band].swatch,
  }));
  const percent = (count: number) => Math.round((count / total) * 100);
  return (
    <section
      aria-labelledby="bands-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="bands-heading" className="text-xl font-semibold">
        Verdicts so far
      </h2>
      <div
        aria-hidden="true"
        className="mt-4 flex h-4 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        {parts.map((part) => (
          <div key={part.label} className={part.colour} style={{ width: `${(part.count / total) * 100}%` }} />
        ))}
      </div>
      <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
        {parts.map((part) => (
          <li key={part.label} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 rounded-full ${part.colour}`} />
            <span className="font-medium">{part.label}</span>
            <span className="text-slate-600 tabular-nums dark:text-slate-400">
              {part.count.toLocaleString()} ({percent(part.count)}%)
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
