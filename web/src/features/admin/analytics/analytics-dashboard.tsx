import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../report/format';
import { QueryState } from '../ui/query-state';
import { SegmentedControl } from '../ui/segmented-control';
import { AnalyticsCharts } from './analytics-charts';
import { ANALYTICS_PERIODS, useAnalytics, type AnalyticsPeriod } from './analytics-query';

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((period) => ({ value: period, label: `${period} days` }));

// The range ends just before `to` (it is exclusive), so the last day shown is the last day counted.
const lastInstant = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();

/** The 7/30/90-day switch and the charts of the chosen period. */
export function AnalyticsDashboard() {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const analytics = useAnalytics(days);
  return (
    <div className="space-y-4">
      <SegmentedControl label="Period" options={PERIOD_OPTIONS} value={days} onChange={setDays} />
      <QueryState query={analytics} what="the analytics">
        {(data) => (
          <div
            aria-busy={analytics.isPlaceholderData}
            className={cn(analytics.isPlaceholderData && 'opacity-60')}
          >
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
              {formatDate(data.from)} to {formatDate(lastInstant(data.to))} (UTC days).
            </p>
            <AnalyticsCharts data={data} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
