// The admin index's key numbers. "Today" is the current UTC calendar day, like the analytics days.
import type { AdminOverview } from '@scamcheck/shared';
import type { Storage } from '../../storage/ports';

export const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export async function adminOverview(storage: Storage, now: Date): Promise<AdminOverview> {
  const today = startOfUtcDay(now);
  const [counts, todayReport, openErrors, comments, statistics] = await Promise.all([
    storage.usageEvents.countsSince(today),
    storage.analytics.report({ from: today, to: new Date(today.getTime() + DAY_MS) }),
    storage.errorEvents.countOpenGroups(),
    storage.comments.countByStatus(),
    storage.analyses.statistics(now),
  ]);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    analysesToday: counts.analysis,
    // Fresh scans judged suspicious plus uploaded images judged scams.
    threatsToday:
      sum(todayReport.analysesPerDay.map((day) => day.suspicious)) +
      sum(todayReport.imagesPerDay.map((day) => day.scams)),
    imagesToday: counts.image,
    chatsToday: counts.chat,
    openErrors,
    commentsAwaitingReview: comments.pending,
    totalDomains: statistics.totalDomainsAnalyzed,
    generatedAt: now.toISOString(),
  };
}
