import { MESSAGE_FAMILY_LABELS, MESSAGE_VERDICT_LABELS, type MessageAnalysisResult } from '@scamcheck/shared';
import { AlertTriangle, Info, ShieldCheck } from 'lucide-react';
import { cn } from '../../lib/cn';
import { BAND_COLOURS } from '../scores/band-colours';
import { ScoreGauge } from '../scores/score-gauge';
import { MessageAdvice } from './message-advice';
import { MessageEntitiesList } from './message-entities';
import { MessageFindings } from './message-findings';
import { MessageStagesList } from './message-stages';
import { ResultSection } from './result-section';

/**
 * The answer to "Check a message": verdict and score, why, the scam's moves, what the message contains
 * (links with their own verdicts, numbers, amounts, brands), and what to do now or if it is too late.
 */
export function MessageResultView({ result }: { result: MessageAnalysisResult }) {
  const colours = BAND_COLOURS[result.band];
  const Icon = result.verdict === 'no-signs' ? ShieldCheck : AlertTriangle;
  return (
    <section
      aria-label="Message analysis result"
      data-verdict={result.verdict}
      className="space-y-6 rounded-xl border border-slate-200 p-5 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-5">
        <ScoreGauge score={result.score} size="md" />
        <div className="min-w-0 flex-1">
          <h3
            className={cn('flex items-center gap-2 text-2xl font-bold', colours.text)}
            data-testid="message-verdict"
          >
            <Icon aria-hidden="true" className="size-6 shrink-0" />
            {MESSAGE_VERDICT_LABELS[result.verdict]}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Score {result.score} / 100. Higher scores are safer.
          </p>
          {result.families.length > 0 && (
            <ul aria-label="Scam types" className="mt-2 flex flex-wrap gap-2">
              {result.families.map((family) => (
                <li
                  key={family}
                  className={cn('rounded-full px-2.5 py-0.5 text-sm font-medium ring-1', colours.soft)}
                >
                  {MESSAGE_FAMILY_LABELS[family]}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <p className="text-slate-800 dark:text-slate-200">{result.summary}</p>
      <MessageStagesList stages={result.stages} />
      <MessageFindings findings={result.findings} />
      <MessageEntitiesList entities={result.entities} />
      <MessageAdvice advice={result.advice} />
      {result.unavailable.length > 0 && (
        <ResultSection title="Checks that were unavailable">
          <p className="flex gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            These checks could not run, so they neither raised nor lowered the score.
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {result.unavailable.map((check) => (
              <li key={check.id} className="rounded-md bg-slate-100 px-3 py-2 dark:bg-slate-800">
                {check.detail}
              </li>
            ))}
          </ul>
        </ResultSection>
      )}
    </section>
  );
}
