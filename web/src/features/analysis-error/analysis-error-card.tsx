import { CircleAlert, Clock, FileWarning, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Link } from 'react-router';
import {
  classifyAnalysisError,
  humanErrorMessage,
  retryAdvice,
  waitInWords,
} from './classify-analysis-error';

type AnalysisErrorCardProps = {
  message: string;
  isRetrying: boolean;
  onRetry: () => void;
};

/** The domain analysis error card, with its 'Try Again' / 'Retrying...' button. */
export function AnalysisErrorCard({ message, isRetrying, onRetry }: AnalysisErrorCardProps) {
  const error = classifyAnalysisError(message);
  const retryButton = (
    <Button variant="secondary" onClick={onRetry} disabled={isRetrying} className="mt-4">
      <RotateCcw aria-hidden="true" className={cn('size-4', isRetrying && 'motion-safe:animate-spin')} />
      {isRetrying ? 'Retrying...' : 'Try Again'}
    </Button>
  );

  switch (error.kind) {
    case 'rate-limit':
      return (
        <ErrorFrame tone="amber" icon={<Clock aria-hidden="true" />} title="Rate Limit Exceeded">
          <p>
            The analysis provider is limiting how many requests it accepts right now.{' '}
            {retryAdvice(error.retryAfterSeconds)}
          </p>
          {error.retryAfterSeconds !== null && (
            <p className="mt-2">That is {waitInWords(error.retryAfterSeconds)}.</p>
          )}
          <p className="mt-2">
            Need more checks?{' '}
            <Link to="/login" className="font-medium underline underline-offset-2">
              Sign in
            </Link>{' '}
            so your checks are counted for your account rather than your network, or see the{' '}
            <Link to="/api" className="font-medium underline underline-offset-2">
              API plans
            </Link>{' '}
            for larger hourly allowances. Opening reports that were already made never counts.
          </p>
          {retryButton}
        </ErrorFrame>
      );
    case 'invalid-response':
      return (
        <ErrorFrame tone="red" icon={<FileWarning aria-hidden="true" />} title="Invalid API Response">
          <p>
            The analysis service answered with an unexpected HTML page instead of data. It may be down for
            maintenance, limiting requests, or its API key may need to be refreshed.
          </p>
          {retryButton}
        </ErrorFrame>
      );
    case 'generic': {
      // A JSON or HTML body is never shown to people: its sentence, or what the status means.
      const readable = humanErrorMessage(error.message);
      return (
        <ErrorFrame tone="red" icon={<CircleAlert aria-hidden="true" />} title="Analysis Error">
          <p className="break-words">{readable ?? error.message}</p>
          {retryButton}
        </ErrorFrame>
      );
    }
  }
}

const TONES = {
  amber:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100 [&_svg]:text-amber-700 dark:[&_svg]:text-amber-300',
  red: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100 [&_svg]:text-red-700 dark:[&_svg]:text-red-300',
} as const;

type ErrorFrameProps = { tone: keyof typeof TONES; icon: ReactNode; title: string; children: ReactNode };

function ErrorFrame({ tone, icon, title, children }: ErrorFrameProps) {
  return (
    <div role="alert" className={cn('flex gap-3 rounded-xl border p-5', TONES[tone])}>
      <span className="mt-0.5 shrink-0 [&>svg]:size-5">{icon}</span>
      <div className="min-w-0">
        <h2 className="font-semibold">{title}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
