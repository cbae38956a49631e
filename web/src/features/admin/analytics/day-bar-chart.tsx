import { DataTable } from './data-table';

export type DaySeries = { label: string; fill: string; swatch: string; values: readonly number[] };

const WIDTH = 640;
const HEIGHT = 200;
const LEFT = 36;
const BOTTOM = 22;
const TOP = 8;

/** "2025-03-04" → "4 Mar", read in UTC like the server's days. */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((size) => size * 4 >= value);
  return (step ?? magnitude * 10) * 4;
}

type DayBarChartProps = { title: string; days: readonly string[]; series: readonly DaySeries[] };

/**
 * Bars per day, stacked by series, drawn as plain SVG (no chart library in the bundle). The SVG is one
 * image with a summary as its name; the legend and the data table carry every number in text.
 */
export function DayBarChart({ title, days, series }: DayBarChartProps) {
  const totals = days.map((_, index) => series.reduce((sum, one) => sum + (one.values[index] ?? 0), 0));
  const grandTotal = totals.reduce((sum, value) => sum + value, 0);
  const max = niceMax(Math.max(0, ...totals));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  const labelEvery = Math.ceil(days.length / 7);
  const peak = Math.max(0, ...totals);
  const summary =
    grandTotal === 0
      ? `${title}: none in this period.`
      : `${title}: ${grandTotal.toLocaleString()} in ${days.length} days, at most ${peak.toLocaleString()} a day.`;

  return (
    <figure className="min-w-0">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full">
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT}
              x2={WIDTH}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200 dark:stroke-slate-700"
            />
            <text
              x={LEFT - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-slate-600 text-[11px] dark:fill-slate-400"
            >
              {tick.toLocaleString()}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          let base = 0;
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          return (
            <g key={day}>
              {series.map((one) => {
                const value = one.values[index] ?? 0;
                if (value === 0) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return (
                  <rect key={one.label} x={x} y={top} width={barWidth} height={height} className={one.fill}>
                    <title>{`${shortDay(day)}: ${value.toLocaleString()} ${one.label.toLowerCase()}`}</title>
                  </rect>
                );
              })}
              {index % labelEvery === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="fill-slate-600 text-[11px] dark:fill-slate-400"
                >
                  {shortDay(day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <figcaption>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {series.map((one) => (
              <li key={one.label} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`size-3 rounded-sm ${one.swatch}`} />
                {one.label}: {one.values.reduce((sum, value) => sum + value, 0).toLocaleString()}
              </li>
            ))}
          </ul>
        </figcaption>
      )}
      <DataTable
        caption={title}
        columns={['Day', ...series.map((one) => one.label)]}
        rows={days.map((day, index) => [day, ...series.map((one) => one.values[index] ?? 0)])}
      />
    </figure>
  );
}
