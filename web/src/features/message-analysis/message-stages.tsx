import type { MessageStages } from '@scamcheck/shared';
import { ResultSection } from './result-section';

const STAGES: readonly { key: keyof MessageStages; label: string }[] = [
  { key: 'hook', label: 'The hook' },
  { key: 'request', label: 'What it asks for' },
  { key: 'pressure', label: 'The pressure' },
];

/** The three moves of a scam message, each quoted from the message, or said to be absent. */
export function MessageStagesList({ stages }: { stages: MessageStages }) {
  if (STAGES.every(({ key }) => stages[key] === null)) return null;
  return (
    <ResultSection title="How the message works">
      <dl className="grid gap-3 sm:grid-cols-3">
        {STAGES.map(({ key, label }, index) => {
          const quote = stages[key];
          // One sentence often does two jobs (the hook that is also the ask): quoted once, then named.
          const earlier = STAGES.slice(0, index).find(
            (stage) => quote !== null && stages[stage.key] === quote,
          );
          return (
            <div key={key} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="mt-1">
                {quote === null ? (
                  <span className="text-slate-600 dark:text-slate-400">Not found</span>
                ) : earlier !== undefined ? (
                  <span className="text-slate-600 dark:text-slate-400">
                    The same words as {earlier.label.toLowerCase()}
                  </span>
                ) : (
                  <q className="italic">{quote}</q>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </ResultSection>
  );
}
