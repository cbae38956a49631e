import { zodResolver } from '@hookform/resolvers/zod';
import { AnalyzeRequestSchema } from '@scamcheck/shared';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { TextInput } from '../../components/ui/text-input';
import { DomainPage } from '../../app/result-page';
import { AnalysisErrorCard } from '../analysis-error/analysis-error-card';
import { resultTarget, useAnalyzeDomain } from './analyze-domain';
import { DetectionAnimation } from './detection-animation';
import { preloadLocalThreatLevel } from './preload-local-threat-level';
import { useLocalThreatLevel } from './use-local-threat-level';

/**
 * The home page's domain analysis: validate with the shared rules,
 * analyse while the detection animation runs, then open the result page or show the error card.
 */
export function ScanForm() {
  const navigate = useNavigate();
  const messageId = useId();
  // The server's own rules and messages; the message goes when the box is edited, and the rules run
  // again only on the next submit. The first invalid field gets the cursor.
  const form = useForm({
    resolver: zodResolver(AnalyzeRequestSchema),
    defaultValues: { domain: '' },
    reValidateMode: 'onSubmit',
  });
  const validationMessage = form.formState.errors.domain?.message;
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<{ cause: unknown } | null>(null);
  const analysis = useAnalyzeDomain();
  // Running from the submit's own task (not from the mutation's next notification) until an error,
  // a reset, or the result page replacing this form: the steps card is the first thing shown after a
  // submit and stays until the report is on screen.
  const isRunning = target !== null && error === null;
  const threatLevel = useLocalThreatLevel(isRunning ? target : null);

  function analyse(domain: string) {
    // Validation resolves a few microtasks after the submit event: flushSync commits the steps card
    // before the submit's task ends, so no frame shows the form alone.
    flushSync(() => {
      setError(null);
      setTarget(domain);
    });
    // The result page's chunk loads while the server works, so the page can replace the steps card
    // directly, with no "Loading…" in between.
    const resultPage = DomainPage.preload().catch(() => undefined);
    analysis.mutate(
      { domain },
      {
        onSuccess: (report) => {
          const { path, state } = resultTarget(report);
          void resultPage.then(() => navigate(path, { state }));
        },
        onError: (cause) => setError({ cause }),
      },
    );
  }

  const handleSubmit = form.handleSubmit(({ domain }) => analyse(domain));

  function handleRetry() {
    // 'Try Again' starts over: an empty form with the cursor in it, nothing resent (a resend of a
    // rate-limited check would only be refused again). See docs/allowances.md.
    analysis.reset();
    setError(null);
    setTarget(null);
    form.resetField('domain');
    form.setFocus('domain');
  }

  return (
    <div className="space-y-6">
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        data-tour="url-input"
        aria-label="Analyze a website"
      >
        <label htmlFor="scan-input" className="mb-2 block font-medium">
          Website address or link
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <TextInput
            id="scan-input"
            {...form.register('domain', { onChange: () => form.clearErrors('domain') })}
            onFocus={preloadLocalThreatLevel}
            placeholder="example.com or a full link"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={validationMessage !== undefined}
            aria-describedby={validationMessage !== undefined ? messageId : undefined}
            className="flex-1 text-base"
          />
          <Button type="submit" disabled={isRunning} className="px-6 py-3 text-base">
            <Search aria-hidden="true" className="size-4" />
            {isRunning ? 'Analyzing...' : 'Analyze URL'}
          </Button>
        </div>
        <FieldError id={messageId} message={validationMessage} className="mt-2" />
      </form>
      {/* Still shown once the analysis succeeded: the form is leaving for the result page, and the
          steps stay until that page replaces them (the card never vanishes first). */}
      {isRunning && target !== null && <DetectionAnimation target={target} threatLevel={threatLevel} />}
      {error !== null && <AnalysisErrorCard error={error.cause} onReset={handleRetry} />}
    </div>
  );
}
