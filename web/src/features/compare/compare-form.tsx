import { validateDomainInput } from '@scamcheck/shared';
import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { TextInput } from '../../components/ui/text-input';

export const MAX_COMPARED = 3;
const MIN_COMPARED = 2;

type CompareFormProps = { initial: readonly string[]; onCompare: (domains: string[]) => void };

/** Two or three domains, each checked with the same rules as the home page's form. */
export function CompareForm({ initial, onCompare }: CompareFormProps) {
  const [values, setValues] = useState<string[]>(() =>
    [...initial, '', ''].slice(0, Math.max(MIN_COMPARED, Math.min(initial.length, MAX_COMPARED))),
  );
  const [messages, setMessages] = useState<(string | null)[]>([]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const results = values.map((value) => validateDomainInput(value));
    setMessages(results.map((result) => (result.ok ? null : result.message)));
    const domains = results.flatMap((result) => (result.ok ? [result.value] : []));
    if (domains.length === values.length) onCompare(domains);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Domains to compare">
      <div className="grid gap-4 md:grid-cols-3">
        {values.map((value, index) => (
          <div key={index}>
            <label htmlFor={`compare-${index}`} className="mb-1 block text-sm font-medium">
              Website {index + 1}
            </label>
            <div className="flex gap-1">
              <TextInput
                id={`compare-${index}`}
                value={value}
                placeholder={['shop.example', 'brand.example', 'third.example'][index]}
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={messages[index] ? true : undefined}
                aria-describedby={messages[index] ? `compare-${index}-message` : undefined}
                onChange={(event) =>
                  setValues(values.map((old, i) => (i === index ? event.target.value : old)))
                }
              />
              {index >= MIN_COMPARED && (
                <IconButton
                  label={`Remove website ${index + 1}`}
                  onClick={() => {
                    setValues(values.filter((_, i) => i !== index));
                    setMessages(messages.filter((_, i) => i !== index));
                  }}
                >
                  <X aria-hidden="true" />
                </IconButton>
              )}
            </div>
            {messages[index] && (
              <p
                id={`compare-${index}-message`}
                role="alert"
                className="mt-1 text-sm text-red-700 dark:text-red-400"
              >
                {messages[index]}
              </p>
            )}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Compare</Button>
        {values.length < MAX_COMPARED && (
          <Button variant="secondary" onClick={() => setValues([...values, ''])}>
            <Plus aria-hidden="true" className="size-4" />
            Add a third website
          </Button>
        )}
      </div>
    </form>
  );
}
