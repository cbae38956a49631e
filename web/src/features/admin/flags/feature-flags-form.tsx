import {
  CACHE_TTL_HOURS_MAX,
  CACHE_TTL_HOURS_MIN,
  FeaturesSchema,
  MAINTENANCE_BANNER_MAX_LENGTH,
  type Features,
} from '@scamcheck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { siteStatusQueryOptions } from '../../site-status/site-status-query';
import { FormField, TEXTAREA_CLASSES } from '../ui/form-field';
import { QueryState } from '../ui/query-state';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { adminFeaturesQueryOptions, saveFeatures, useAdminFeatures } from './features-api';

type Switch = {
  key: 'liveChecks' | 'aiProvider' | 'planEnforcement' | 'comments';
  label: string;
  hint: string;
};

const SWITCHES: readonly Switch[] = [
  {
    key: 'liveChecks',
    label: 'Live checks',
    hint: 'DNS, certificate, registration and page fetches. Off: lexical analysis only.',
  },
  {
    key: 'aiProvider',
    label: 'AI provider',
    hint: 'Use the configured language model. Off: the built-in offline assistant and summaries.',
  },
  {
    key: 'planEnforcement',
    label: 'Plan enforcement',
    hint: 'Hourly analysis allowances per plan. Off: nobody is limited.',
  },
  {
    key: 'comments',
    label: 'Community comments',
    hint: 'Ratings and comments on result pages. Off: hidden everywhere, posting refused.',
  },
];

type FormState = Omit<Features, 'maintenanceBanner' | 'cacheTtlHours'> & {
  maintenanceBanner: string;
  cacheTtlHours: string;
};

const toForm = (features: Features): FormState => ({
  ...features,
  maintenanceBanner: features.maintenanceBanner ?? '',
  cacheTtlHours: String(features.cacheTtlHours),
});

function FeatureFlagsFields({ saved }: { saved: Features }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(() => toForm(saved));
  const [errors, setErrors] = useState<Partial<Record<keyof Features, string>>>({});
  const save = useAdminMutation({
    mutationFn: saveFeatures,
    invalidates: [siteStatusQueryOptions.queryKey],
    successTitle: 'Feature flags saved',
    successMessage: () => 'The changes apply at once, without a restart.',
    failureTitle: 'Feature flags not saved',
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = FeaturesSchema.safeParse({
      ...form,
      // A blank field reads as 0, which the schema answers with "at least 1 hour".
      cacheTtlHours: Number(form.cacheTtlHours),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (features) => {
        queryClient.setQueryData(adminFeaturesQueryOptions.queryKey, features);
        setForm(toForm(features));
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Switches</legend>
        {SWITCHES.map((item) => (
          <div key={item.key} className="flex items-start gap-3">
            <input
              id={`${id}-${item.key}`}
              type="checkbox"
              className="mt-1 size-4"
              checked={form[item.key]}
              aria-describedby={`${id}-${item.key}-hint`}
              onChange={(event) => setForm({ ...form, [item.key]: event.target.checked })}
            />
            <div>
              <label htmlFor={`${id}-${item.key}`} className="font-medium">
                {item.label}
              </label>
              <p id={`${id}-${item.key}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
                {item.hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <FormField
        id={`${id}-banner`}
        label="Maintenance banner"
        error={errors.maintenanceBanner}
        hint="Shown across the top of every page while set. Leave empty for none."
      >
        {(describedBy) => (
          <textarea
            id={`${id}-banner`}
            rows={2}
            maxLength={MAINTENANCE_BANNER_MAX_LENGTH}
            value={form.maintenanceBanner}
            aria-invalid={errors.maintenanceBanner ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setForm({ ...form, maintenanceBanner: event.target.value })}
            className={TEXTAREA_CLASSES}
          />
        )}
      </FormField>
      <div className="max-w-xs">
        <FormField
          id={`${id}-ttl`}
          label="Report cache lifetime (hours)"
          error={errors.cacheTtlHours}
          hint={`A stored report younger than this is served instead of a new scan (${CACHE_TTL_HOURS_MIN}–${CACHE_TTL_HOURS_MAX}).`}
        >
          {(describedBy) => (
            <TextInput
              id={`${id}-ttl`}
              type="number"
              inputMode="numeric"
              min={CACHE_TTL_HOURS_MIN}
              max={CACHE_TTL_HOURS_MAX}
              value={form.cacheTtlHours}
              aria-invalid={errors.cacheTtlHours ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => setForm({ ...form, cacheTtlHours: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save feature flags'}
      </Button>
    </form>
  );
}

/** The feature flags form: switches, maintenance banner and cache lifetime. */
export function FeatureFlagsForm() {
  const features = useAdminFeatures();
  return (
    <QueryState query={features} what="the feature flags">
      {(data) => <FeatureFlagsFields saved={data} />}
    </QueryState>
  );
}
