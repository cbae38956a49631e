import { zodResolver } from '@hookform/resolvers/zod';
import { UnwrapRequestSchema } from '@scamcheck/shared';
import { Search, Unlink } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { TextInput } from '../../components/ui/text-input';
import { DomainPage } from '../../app/result-page';
import { AnalysisErrorCard } from '../analysis-error/analysis-error-card';
import { resultPath, useAnalyzeDomain } from '../scan/analyze-domain';
import { DetectionAnimation } from '../scan/detection-animation';
import { RedirectChain } from './redirect-chain';
import { finalHost, useUnwrapLink } from './unwrap-link';

/** Paste a link, see every redirect hop from our server, then analyse where it finally leads. */
export function UnwrapTool() {
  const navigate = useNavigate();
  const messageId = useId();
  const form = useForm({
    resolver: zodResolver(UnwrapRequestSchema),
    defaultValues: { url: '' },
    reValidateMode: 'onSubmit',
  });
  const message = form.formState.errors.url?.message;
  const unwrap = useUnwrapLink();
  const analysis = useAnalyzeDomain();
  const host = unwrap.data ? finalHost(unwrap.data) : null;

  const handleSubmit = form.handleSubmit(({ url }) => {
    analysis.reset();
    unwrap.mutate(url);
  });

  function analyseFinal() {
    if (host === null) return;
    const resultPage = DomainPage.preload().catch(() => undefined);
    analysis.mutate(
      { domain: host },
      {
        onSuccess: (report) => void resultPage.then(() => navigate(resultPath(report.domain))),
      },
    );
  }

  // 'Try Again' starts over: an empty box with the cursor in it; nothing is sent again.
  function resetForm() {
    unwrap.reset();
    analysis.reset();
    form.resetField('url');
    form.setFocus('url');
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <label htmlFor="unwrap-input" className="mb-2 block font-medium">
          Link to unwrap
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <TextInput
            id="unwrap-input"
            {...form.register('url')}
            placeholder="https://bit.ly/…"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={message !== undefined}
            aria-describedby={message !== undefined ? messageId : undefined}
            className="flex-1 text-base"
          />
          <Button type="submit" disabled={unwrap.isPending} className="px-6">
            <Unlink aria-hidden="true" className="size-4" />
            {unwrap.isPending ? 'Unwrapping...' : 'Unwrap'}
          </Button>
        </div>
        <FieldError id={messageId} message={message} className="mt-2" />
      </form>
      {unwrap.error !== null && <AnalysisErrorCard error={unwrap.error} onReset={resetForm} />}
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
      {/* Kept after success until the result page replaces it, as on the home page. */}
      {(analysis.isPending || analysis.isSuccess) && host !== null && (
        <DetectionAnimation target={host} threatLevel="unknown" />
      )}
      {analysis.error !== null && <AnalysisErrorCard error={analysis.error} onReset={resetForm} />}
    </div>
  );
}
