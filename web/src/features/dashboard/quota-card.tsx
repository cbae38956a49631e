import { ALLOWANCE_IDS, ALLOWANCE_LABELS, PLANS, type AllowanceUsage } from '@scamcheck/shared';
import { cn } from '../../lib/cn';
import { waitInWords } from '../analysis-error/classify-analysis-error';
import { useQuota } from './quota-query';

/** At or below this many left a row turns amber, as the note under each checker does. */
const LOW_REMAINING = 5;

const CHAT_LABEL = 'assistant messages';

/**
 * This hour's allowances, each on its own row: website, screenshot and message checks (the plan's
 * numbers) and the assistant's messages, with what is left and when the hour resets. Hidden when the
 * server answers no quota.
 */
export function QuotaCard() {
  const { data } = useQuota();
  if (!data) return null;
  const rows: [string, AllowanceUsage][] = ALLOWANCE_IDS.map((id) => [
    ALLOWANCE_LABELS[id],
    data.allowances[id],
  ]);
  if (data.chat) rows.push([CHAT_LABEL, data.chat]);
  return (
    <section
      aria-labelledby="quota-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="quota-heading" className="text-xl font-semibold">
        Your allowances this hour
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {PLANS[data.plan].name} plan
        {data.subject === 'address' ? ', counted by your network address (sign in to count by account)' : ''}.
        Opening a report that was already made is free.
      </p>
      <ul className="mt-4 space-y-4">
        {rows.map(([label, usage]) => (
          <AllowanceRow key={label} label={label} usage={usage} />
        ))}
      </ul>
    </section>
  );
}

function AllowanceRow({ label, usage }: { label: string; usage: AllowanceUsage }) {
  const percent = usage.limit === 0 ? 0 : Math.min(100, Math.round((usage.used / usage.limit) * 100));
  const isLow = usage.remaining <= LOW_REMAINING;
  return (
    <li data-testid={`quota-${label}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium first-letter:uppercase">{label}</span>
        <span className={cn('tabular-nums', isLow && 'font-semibold text-amber-800 dark:text-amber-300')}>
          {usage.remaining} of {usage.limit} left
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${label} used this hour`}
        aria-valuemin={0}
        aria-valuemax={usage.limit}
        aria-valuenow={usage.used}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={cn('h-full rounded-full', isLow ? 'bg-amber-500' : 'bg-brand-600')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {usage.used === 0
          ? 'None used this hour.'
          : `${usage.used} used; back to ${usage.limit} in ${waitInWords(usage.resetInSeconds)}.`}
      </p>
    </li>
  );
}
