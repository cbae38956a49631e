import { ALLOWANCE_LABELS, type AllowanceId } from '@scamcheck/shared';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { waitInWords } from '../analysis-error/classify-analysis-error';
import { useQuota } from './quota-query';

/** Below this many checks left the note turns amber, so nobody meets the limit by surprise. */
const LOW_REMAINING = 5;

/**
 * One line under a checker: how many checks of its allowance are left this hour, and, once none are,
 * when more come and how to get a larger allowance. Hidden while plans are not enforced.
 */
export function AllowanceNote({ allowance }: { allowance: AllowanceId }) {
  const { data } = useQuota();
  if (!data) return null;
  const usage = data.allowances[allowance];
  const label = ALLOWANCE_LABELS[allowance];
  const isLow = usage.remaining <= LOW_REMAINING;
  return (
    <p
      data-testid={`allowance-${allowance}`}
      className={cn(
        'text-sm',
        isLow ? 'text-amber-800 dark:text-amber-300' : 'text-slate-600 dark:text-slate-400',
      )}
    >
      {usage.remaining > 0 ? (
        <>
          {usage.remaining} of {usage.limit} {label} left this hour.
          {allowance === 'site' && ' Opening a report that was already made is free.'}
        </>
      ) : (
        <>
          You have used this hour’s {usage.limit} {label}; more in {waitInWords(usage.resetInSeconds)}.{' '}
          <Link to="/login" className="font-medium underline underline-offset-2">
            Sign in
          </Link>{' '}
          or see the{' '}
          <Link to="/api" className="font-medium underline underline-offset-2">
            API plans
          </Link>{' '}
          for more.
        </>
      )}
    </p>
  );
}
