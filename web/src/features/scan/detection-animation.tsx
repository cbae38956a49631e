import { Check, LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { DETECTION_STEPS } from './detection-steps';
import { THREAT_LEVEL_LABELS, type ThreatLevel } from '@scamcheck/shared';
import { ThreatLevelIcon } from './threat-level-icon';
import { useDetectionStep } from './use-detection-step';

type DetectionAnimationProps = {
  /** The host being analysed, shown in the heading. */
  target: string;
  threatLevel: ThreatLevel;
};

/**
 * What the visitor watches while the server analyses: five steps and a threat level.
 * It shows from its first render, in the same commit as the busy button; its owner keeps it mounted
 * until the result replaces it (docs/web.md), so nothing else flashes before or after the steps.
 */
export function DetectionAnimation({ target, threatLevel }: DetectionAnimationProps) {
  const activeStep = useDetectionStep();
  const current = DETECTION_STEPS[activeStep];

  return (
    <section
      aria-labelledby="detection-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="detection-heading" className="min-w-0 font-semibold break-all">
          Analyzing {target}
        </h2>
        <p className="flex items-center gap-2 text-sm font-medium" data-testid="threat-level">
          <ThreatLevelIcon level={threatLevel} />
          <span>Threat level: {THREAT_LEVEL_LABELS[threatLevel]}</span>
        </p>
      </div>
      {/* One polite announcement per step, instead of a screen reader reading the whole list again. */}
      <p role="status" className="sr-only">
        {current ? `Step ${activeStep + 1} of ${DETECTION_STEPS.length}: ${current.text}` : ''}
      </p>
      <ol className="mt-4 space-y-3" aria-hidden="true">
        {DETECTION_STEPS.map((step, index) => (
          <DetectionStepRow
            key={step.text}
            text={step.text}
            durationMs={step.durationMs}
            state={index < activeStep ? 'done' : index === activeStep ? 'active' : 'waiting'}
          />
        ))}
      </ol>
    </section>
  );
}

type StepState = 'done' | 'active' | 'waiting';

function DetectionStepRow({
  text,
  durationMs,
  state,
}: {
  text: string;
  durationMs: number;
  state: StepState;
}) {
  return (
    <li data-state={state} className="text-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-5 shrink-0 items-center justify-center">
          {state === 'done' && <Check className="size-5 text-green-600 dark:text-green-400" />}
          {state === 'active' && <LoaderCircle className="text-brand-600 size-5 motion-safe:animate-spin" />}
          {state === 'waiting' && <span className="size-2 rounded-full bg-slate-300 dark:bg-slate-600" />}
        </span>
        <span
          className={cn(
            'first-letter:uppercase',
            state === 'waiting' ? 'text-slate-500 dark:text-slate-400' : 'text-slate-900 dark:text-slate-100',
          )}
        >
          {text}
        </span>
      </div>
      {state === 'active' && (
        <div className="mt-2 ml-8 h-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
          <div
            className="bg-brand-600 motion-safe:animate-detection-progress h-full origin-left rounded-full"
            style={{ animationDuration: `${durationMs}ms` }}
          />
        </div>
      )}
    </li>
  );
}
