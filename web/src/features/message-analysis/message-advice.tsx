import type { MessageAnalysisResult } from '@scamcheck/shared';
import { Link } from 'react-router';
import { ResultSection } from './result-section';

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="list-decimal space-y-1 pl-5 text-slate-700 dark:text-slate-300">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/** What to do now, and what to do if the reader already replied, clicked or paid. */
export function MessageAdvice({ advice }: { advice: MessageAnalysisResult['advice'] }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {advice.whatToDo.length > 0 && (
        <ResultSection title="What to do now">
          <Steps steps={advice.whatToDo} />
        </ResultSection>
      )}
      {advice.ifAlreadyReplied.length > 0 && (
        <ResultSection title="If you already replied or paid">
          <Steps steps={advice.ifAlreadyReplied} />
          <p className="mt-2 text-sm">
            <Link to="/scammed" className="font-medium text-brand-700 underline dark:text-brand-300">
              Step-by-step help if you were scammed
            </Link>
          </p>
        </ResultSection>
      )}
    </div>
  );
}
