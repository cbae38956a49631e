import { zodResolver } from '@hookform/resolvers/zod';
import { DomainInputSchema } from '@scamcheck/shared';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { IconButton } from '../../components/ui/icon-button';
import { TextInput } from '../../components/ui/text-input';

export const MAX_COMPARED = 3;
const MIN_COMPARED = 2;

// Each box has the home page's rules and messages (the shared domain field of POST /api/analyze).
const CompareFormSchema = z.object({ sites: z.array(z.object({ domain: DomainInputSchema })) });

type CompareFormProps = { initial: readonly string[]; onCompare: (domains: string[]) => void };

/** Two or three domains, each checked with the same rules as the home page's form. */
export function CompareForm({ initial, onCompare }: CompareFormProps) {
  const form = useForm({
    resolver: zodResolver(CompareFormSchema),
    defaultValues: {
      sites: [...initial, '', '']
        .slice(0, Math.max(MIN_COMPARED, Math.min(initial.length, MAX_COMPARED)))
        .map((domain) => ({ domain })),
    },
    reValidateMode: 'onSubmit',
  });
  const sites = useFieldArray({ control: form.control, name: 'sites' });
  const messages = form.formState.errors.sites;
  const handleSubmit = form.handleSubmit(({ sites: checked }) =>
    onCompare(checked.map((site) => site.domain)),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-4"
      aria-label="Domains to compare"
    >
      <div className="grid gap-4 md:grid-cols-3">
        {sites.fields.map((field, index) => {
          const message = messages?.[index]?.domain?.message;
          return (
            <div key={field.id}>
              <label htmlFor={`compare-${index}`} className="mb-1 block text-sm font-medium">
                Website {index + 1}
              </label>
              <div className="flex gap-1">
                <TextInput
                  id={`compare-${index}`}
                  placeholder={['shop.example', 'brand.example', 'third.example'][index]}
                  autoCapitalize="none"
                  spellCheck={false}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `compare-${index}-message` : undefined}
                  {...form.register(`sites.${index}.domain`)}
                />
                {index >= MIN_COMPARED && (
                  <IconButton label={`Remove website ${index + 1}`} onClick={() => sites.remove(index)}>
                    <X aria-hidden="true" />
                  </IconButton>
                )}
              </div>
              <FieldError id={`compare-${index}-message`} message={message} className="mt-1 font-normal" />
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Compare</Button>
        {sites.fields.length < MAX_COMPARED && (
          <Button variant="secondary" onClick={() => sites.append({ domain: '' }, { shouldFocus: false })}>
            <Plus aria-hidden="true" className="size-4" />
            Add a third website
          </Button>
        )}
      </div>
    </form>
  );
}
