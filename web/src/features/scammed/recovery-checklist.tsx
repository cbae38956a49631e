import { FIRST_STEPS } from '@scamcheck/shared';
import { Button } from '../../components/ui/button';
import { useChecklist } from './use-checklist';

export const CHECKLIST_ITEMS = FIRST_STEPS;

/** The "do this now" checklist; ticks are kept in this browser's local storage. */
export function RecoveryChecklist() {
  const checklist = useChecklist();
  const done = CHECKLIST_ITEMS.filter((item) => checklist.isChecked(item.id)).length;
  return (
    <section
      aria-labelledby="checklist-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="checklist-heading" className="text-2xl font-semibold">
          Do this now
        </h2>
        <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400" aria-live="polite">
          {done} of {CHECKLIST_ITEMS.length} done
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Your ticks are saved in this browser only, so you can come back and carry on.
      </p>
      <ul className="mt-5 space-y-3">
        {CHECKLIST_ITEMS.map((item) => (
          <li key={item.id}>
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                checked={checklist.isChecked(item.id)}
                onChange={() => checklist.toggle(item.id)}
                className="accent-brand-600 mt-1 size-5 shrink-0"
              />
              <span
                className={
                  checklist.isChecked(item.id) ? 'text-slate-600 line-through dark:text-slate-400' : ''
                }
              >
                {item.text}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {done > 0 && (
        <Button variant="ghost" className="mt-4" onClick={checklist.reset}>
          Clear my ticks
        </Button>
      )}
    </section>
  );
}
