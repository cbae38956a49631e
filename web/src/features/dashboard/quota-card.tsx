import { PLANS } from '@scamcheck/shared';
import { useQuota } from './quota-query';

/** This hour's analysis allowance: used, left, and when it resets. Hidden when the server has no quotas. */
export function QuotaCard() {
  const { data } = useQuota();
  if (!data) return null;
  const percent = data.limit === 0 ? 0 : Math.min(100, Math.round((data.used / data.limit) * 100));
  const minutes = Math.ceil(data.resetInSeconds / 60);
  return (
    <section
      aria-labelledby="quota-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="quota-heading" className="text-xl font-semibold">
        Your allowance this hour
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {PLANS[data.plan].name} plan{data.subject === 'address' ? ' (counted by your network address)' : ''}
      </p>
      <p className="mt-4 text-3xl font-bold tabular-nums">
        {data.remaining}{' '}
        <span className="text-base font-medium text-slate-600 dark:text-slate-400">of {data.limit} left</span>
      </p>
      <div
        role="progressbar"
        aria-label="Analyses used this hour"
        aria-valuemin={0}
        aria-valuemax={data.limit}
        aria-valuenow={data.used}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="bg-brand-600 h-full rounded-full" style={{ width: `${percent}%` }} />
      </div>
      {data.used > 0 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Resets in {minutes} minute{minutes === 1 ? '' : 's'}.
        </p>
      )}
    </section>
  );
}
