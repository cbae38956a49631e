import { zodResolver } from '@hookform/resolvers/zod';
import {
  AnalyzeMessageRequestSchema,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_MAX_CHARS,
  type MessageAnalysisResult,
} from '@scamcheck/shared';
import { MessageSquareWarning } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { SelectField } from '../../components/ui/select-field';
import { cn } from '../../lib/cn';
import { AnalysisErrorCard } from '../analysis-error/analysis-error-card';
import { useAnalyzeMessage } from './analyze-message';

// The result view is only needed once a result exists: it is its own chunk, off the home route's first load.
const MessageResultView = lazy(() =>
  import('./message-result-view').then((module) => ({ default: module.MessageResultView })),
);

const CHANNEL_OPTIONS = [
  { value: '', label: 'Not sure' },
  ...MESSAGE_CHANNELS.map((channel) => ({ value: channel, label: MESSAGE_CHANNEL_LABELS[channel] })),
];

// The server's rules; "Not sure" is the select's empty value, sent as no channel at all.
const MessageFormSchema = AnalyzeMessageRequestSchema.extend({
  channel: AnalyzeMessageRequestSchema.shape.channel.or(z.literal('').transform(() => undefined)),
});

/**
 * "Check a message": paste an SMS, e-mail, chat or social-media message, optionally say where it came
 * from, and read the verdict. The same rules as the server are checked before anything is sent.
 */
export function MessageAnalysisTool() {
  const ids = { text: useId(), channel: useId(), problem: useId(), count: useId() };
  // The message goes when the text is edited; the rules run again only on the next submit.
  const form = useForm({
    resolver: zodResolver(MessageFormSchema),
    defaultValues: { text: '', channel: '' },
    reValidateMode: 'onSubmit',
  });
  const [result, setResult] = useState<MessageAnalysisResult | null>(null);
  const analysis = useAnalyzeMessage();
  const text = useWatch({ control: form.control, name: 'text' });
  const isOver = text.length > MESSAGE_MAX_CHARS;
  const problem = form.formState.errors.text?.message;

  const handleSubmit = form.handleSubmit(({ text: message, channel }) => {
    setResult(null);
    analysis.mutate(
      { text: message, ...(channel === undefined ? {} : { channel }) },
      { onSuccess: (analysed) => setResult(analysed) },
    );
  });

  function handleClear() {
    form.resetField('text');
    setResult(null);
    analysis.reset();
    form.setFocus('text');
  }

  // 'Try Again' dismisses the card and puts the cursor back in the message, which is kept (it is
  // often long, and a refusal such as "too long" is fixed by editing it); nothing is resent.
  function handleTryAgain() {
    analysis.reset();
    form.setFocus('text');
  }

  const describedBy = [ids.count, problem !== undefined ? ids.problem : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-6">
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-label="Check a message"
        className="space-y-4"
      >
        <div>
          <label htmlFor={ids.text} className="mb-2 block font-medium">
            Paste the message
          </label>
          <textarea
            id={ids.text}
            {...form.register('text', { onChange: () => form.clearErrors('text') })}
            rows={6}
            placeholder="Paste the whole text, e-mail or chat message here, links and numbers included."
            spellCheck={false}
            aria-invalid={problem !== undefined}
            aria-describedby={describedBy}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <p
            id={ids.count}
            className={cn(
              'mt-1 text-right text-sm tabular-nums',
              isOver ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400',
            )}
          >
            {text.length.toLocaleString('en-US')} / {MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters
          </p>
          <FieldError id={ids.problem} message={problem} className="mt-1" />
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <SelectField
            id={ids.channel}
            label="Where did it arrive? (optional)"
            options={CHANNEL_OPTIONS}
            {...form.register('channel')}
            className="sm:w-64"
          />
          <div className="flex gap-3 sm:ml-auto">
            {text !== '' && (
              <Button variant="secondary" onClick={handleClear} disabled={analysis.isPending}>
                Clear
              </Button>
            )}
            <Button type="submit" disabled={analysis.isPending} className="px-6 py-3 text-base">
              <MessageSquareWarning aria-hidden="true" className="size-4" />
              {analysis.isPending ? 'Checking...' : 'Check message'}
            </Button>
          </div>
        </div>
      </form>
      <div aria-live="polite">
        {analysis.isPending && (
          <p role="status" className="text-slate-600 dark:text-slate-400">
            Checking the message…
          </p>
        )}
        {analysis.error !== null && <AnalysisErrorCard error={analysis.error} onReset={handleTryAgain} />}
        {result !== null && (
          <Suspense fallback={<p role="status">Loading the result…</p>}>
            <MessageResultView result={result} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
