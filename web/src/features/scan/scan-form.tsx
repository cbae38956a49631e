import { validateDomainInput } from '@scamcheck/shared';
import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [value, setValue] = useState('');
  const [validationMessage, setValidationMessage] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<{ cause: unknown } | null>(null);
  const analysis = useAnalyzeDomain();
  // Running from the submit's own commit (not from the mutation's next notification) until an error,
  // a reset, or the result page replacing this form: the steps card is the first thing shown after a
  // submit and stays until the report is on screen.
  const isRunning = target !== null && error === null;
  const threatLevel = useLocalThreatLevel(isRunning ? target : null);

  function analyse(domain: string) {
    setTarget(domain);
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateDomainInput(value);
    if (!result.ok) {
      setValidationMessage(result.message);
      inputRef.current?.focus();
      return;
    }
    setValidationMessage(null);
    setError(null);
    analyse(result.value);
  }

  function handleRetry() {
    // 'Try Again' starts over: an empty form with the cursor in it, nothing resent (a resend of a
    // rate-limited check would only be refused again). See docs/allowances.md.
    analysis.reset();
    setError(null);
    setTarget(null);
    setValue('');
    inputRef.current?.focus();
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={handleSubmit} data-tour="url-input" aria-label="Analyze a website">
        <label htmlFor="scan-input" className="mb-2 block font-medium">
          Website address or link
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <TextInput
            ref={inputRef}
            id="scan-input"
            name="domain"
            value={value}
            onFocus={preloadLocalThreatLevel}
            onChange={(event) => {
              setValue(event.target.value);
              if (validationMessage !== null) setValidationMessage(null);
            }}
            placeholder="example.com or a full link"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={validationMessage !== null}
            aria-describedby={validationMessage !== null ? messageId : undefined}
            className="flex-1 text-base"
          />
          <Button type="submit" disabled={isRunning} className="px-6 py-3 text-base">
            <Search aria-hidden="true" className="size-4" />
            {isRunning ? 'Analyzing...' : 'Analyze URL'}
          </Button>
        </div>
        {validationMessage !== null && (
          <p id={messageId} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
            {validationMessage}
          </p>
        )}
      </form>
      {/* Still shown once the analysis succeeded: the form is leaving for the result page, and the
          steps stay until that page replaces them (the card never vanishes first). */}
      {isRunning && target !== null && <DetectionAnimation target={target} threatLevel={threatLevel} />}
      {error !== null && <AnalysisErrorCard error={error.cause} onReset={handleRetry} />}
    </div>
  );
}
