// Per-source view of an evaluation: each source of a labelled file is one kind of site (a feed of
// phishing, a crawl of ordinary pages), so what matters per source is how its rows land in the bands.
import { BAND_LABELS, BAND_THRESHOLDS, BANDS } from '@scamcheck/shared';
import type { ScoredUrl } from './evaluate';

export type SourceBreakdown = {
  source: string;
  label: 'phishing' | 'legitimate' | 'mixed';
  n: number;
  trusted: number;
  caution: number;
  suspicious: number;
};

export function breakdownBySource(scored: readonly ScoredUrl[]): SourceBreakdown[] {
  const bySource = new Map<string, ScoredUrl[]>();
  for (const row of scored) {
    const key = row.source ?? '';
    bySource.set(key, [...(bySource.get(key) ?? []), row]);
  }
  return [...bySource.entries()]
    .map(([source, rows]) => {
      const phishing = rows.filter((row) => row.isPhishing).length;
      const count = (test: (score: number) => boolean) => rows.filter((row) => test(row.score)).length;
      return {
        source,
        label: phishing === rows.length ? 'phishing' : phishing === 0 ? 'legitimate' : 'mixed',
        n: rows.length,
        trusted: count((score) => score >= BAND_THRESHOLDS.trusted),
        suspicious: count((score) => score < BAND_THRESHOLDS.caution),
        caution: count((score) => score >= BAND_THRESHOLDS.caution && score < BAND_THRESHOLDS.trusted),
      } satisfies SourceBreakdown;
    })
    .sort((a, b) => a.label.localeCompare(b.label) || a.source.localeCompare(b.source));
}

const percent = (part: number, whole: number) => `${((part / Math.max(whole, 1)) * 100).toFixed(1)}%`;

/** One line per source: the share of its rows in each band. */
export function formatSourceBreakdown(rows: readonly SourceBreakdown[]): string {
  const header = `${'source'.padEnd(26)}${'label'.padEnd(12)}${'n'.padStart(7)}${BANDS.map((band) => BAND_LABELS[band].padStart(12)).join('')}`;
  const lines = rows.map(
    (row) =>
      `${row.source.padEnd(26)}${row.label.padEnd(12)}${String(row.n).padStart(7)}` +
      BANDS.map((band) => percent(row[band], row.n).padStart(12)).join(''),
  );
  return ['Per source (share of rows in each band):', header, ...lines].join('\n');
}
