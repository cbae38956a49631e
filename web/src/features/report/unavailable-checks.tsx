import type { CheckStatus } from '@scamcheck/shared';
import { CHECK_LABELS } from './finding-labels';

/** Checks that did not contribute: they never fail an analysis, but the reader should know they are missing. */
export function UnavailableChecks({ checks }: { checks: readonly CheckStatus[] }) {
  const missing = checks.filter((check) => check.status !== 'ok');
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby="unavailable-checks">
      <h2 id="unavailable-checks" className="text-xl font-semibold">
        Checks that were unavailable
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        These checks did not run or did not answer in time, so they neither raised nor lowered the score.
      </p>
      <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {missing.map((check) => (
          <li key={check.id} className="rounded-md bg-slate-100 px-3 py-2 dark:bg-slate-800">
            <span className="font-medium">{CHECK_LABELS[check.id] ?? check.id}</span>
            <span className="text-slate-600 dark:text-slate-400">
              {' '}
              · {check.status === 'skipped' ? 'skipped' : 'unavailable'}
              {check.detail ? ` (${check.detail})` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
