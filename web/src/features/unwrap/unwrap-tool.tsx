import { UnwrapRequestSchema } from '@scamcheck/shared';
import { Search, Unlink } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { AnalysisErrorCard } from '../analysis-error/analysis-error-card';
import { errorMessageOf, readableServerMessage } from '../analysis-error/classify-analysis-error';
import { resultPath, useAnalyzeDomain } from '../scan/analyze-domain';
import { DetectionAnimation } from '../scan/detection-animation';
import { RedirectChain } from './redirect-chain';
import { finalHost, useUnwrapLink } from './unwrap-link';

/** Paste a link, see every redirect hop from our server, then analyse where it finally leads. */
export function UnwrapTool() {
  const navigate = useNavigate();
  const messageId = useId();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const unwrap = useUnwrapLink();
  const analysis = useAnalyzeDomain();
  const host = unwrap.data ? finalHost(unwrap.data) : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = UnwrapRequestSchema.safeParse({ url: value });
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? 'Please enter a link');
      return;
    }
    setMessage(null);
    analysis.reset();
    unwrap.mutate(parsed.data.url);
  }

  function analyseFinal() {
    if (host === null) return;
    analysis.mutate({ domain: host }, { onSuccess: (report) => void navigate(resultPath(report.domain)) });
  }

  const unwrapError = unwrap.error ? errorMessageOf(unwrap.error) : null;
  return (
    <div className="space-y-6">
      <form noValidate onSubmit={handleSubmit}>
        <label htmlFor="unwrap-input" className="mb-2 block font-medium">
          Link to unwrap
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <TextInput
            id="unwrap-input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder="https://bit.ly/…"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={message !== null}
            aria-describedby={message !== null ? messageId : undefined}
            className="flex-1 text-base"
          />
          <Button type="submit" disabled={unwrap.isPending} className="px-6">
            <Unlink aria-hidden="true" className="size-4" />
            {unwrap.isPending ? 'Unwrapping...' : 'Unwrap'}
          </Button>
        </div>
        {message !== null && (
          <p id={messageId} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
            {message}
          </p>
        )}
      </form>
      {unwrapError !== null && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-4 text-red-900 dark:bg-red-950/60 dark:text-red-100"
        >
          {readableServerMessage(unwrapError) ?? unwrapError}
        </p>
      )}
      {unwrap.data && (
        <section aria-labelledby="unwrap-result" className="space-y-4">
          <h2 id="unwrap-result" className="text-xl font-semibold">
            Where this link leads
          </h2>
          <RedirectChain result={unwrap.data} />
          {host !== null && (
            <Button onClick={analyseFinal} disabled={analysis.isPending}>
              <Search aria-hidden="true" className="size-4" />
              {analysis.isPending ? 'Analyzing...' : `Analyze ${host}`}
            </Button>
          )}
        </section>
      )}
      {analysis.isPending && host !== null && <DetectionAnimation target={host} threatLevel="unknown" />}
      {analysis.error && (
        <AnalysisErrorCard
          message={errorMessageOf(analysis.error)}
          isRetrying={false}
          onRetry={analyseFinal}
        />
      )}
    </div>
  );
}
