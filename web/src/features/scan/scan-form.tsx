import { validateDomainInput } from '@scamcheck/shared';
import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { AnalysisErrorCard } from '../analysis-error/analysis-error-card';
import { errorMessageOf } from '../analysis-error/classify-analysis-error';
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
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const analysis = useAnalyzeDomain();
  const threatLevel = useLocalThreatLevel(analysis.isPending ? target : null);

  function analyse(domain: string) {
    setTarget(domain);
    analysis.mutate(
      { domain },
      {
        onSuccess: (report) => {
          const { path, state } = resultTarget(report);
          void navigate(path, { state });
        },
        onError: (error) => setErrorMessage(errorMessageOf(error)),
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
    setErrorMessage(null);
    analyse(result.value);
  }

  function handleRetry() {
    // 'Try Again' starts over: an empty form with the cursor in it, nothing resent (a resend of a
    // rate-limited check would only be refused again). See docs/allowances.md.
    analysis.reset();
    setErrorMessage(null);
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
          <Button type="submit" disabled={analysis.isPending} className="px-6 py-3 text-base">
            <Search aria-hidden="true" className="size-4" />
            {analysis.isPending ? 'Analyzing...' : 'Analyze URL'}
          </Button>
        </div>
        {validationMessage !== null && (
          <p id={messageId} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
            {validationMessage}
          </p>
        )}
      </form>
      {analysis.isPending && target !== null && (
        <DetectionAnimation target={target} threatLevel={threatLevel} />
      )}
      {errorMessage !== null && (
        <AnalysisErrorCard message={errorMessage} isRetrying={false} onRetry={handleRetry} />
      )}
    </div>
  );
}
