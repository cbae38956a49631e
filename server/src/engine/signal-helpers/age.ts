const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from an ISO date to `now` (negative for dates in the future); null for a missing date. */
export function ageInDays(isoDate: string | null, now: Date): number | null {
  if (isoDate === null) return null;
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? null : Math.floor((now.getTime() - time) / DAY_MS);
}

/** "3 days", "1 day", "2 years" — how a finding states an age. */
export function describeAge(days: number): string {
  if (days >= 730) return `${Math.floor(days / 365)} years`;
  if (days >= 60) return `${Math.floor(days / 30)} months`;
  return days === 1 ? '1 day' : `${Math.max(0, days)} days`;
}
