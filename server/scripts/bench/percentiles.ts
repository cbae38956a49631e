/** Nearest-rank percentile (q in 0..1) of durations in milliseconds. */
export function percentile(durations: readonly number[], q: number): number {
  const sorted = [...durations].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function ms(value: number): string {
  return value < 10 ? `${value.toFixed(2)} ms` : `${Math.round(value)} ms`;
}
