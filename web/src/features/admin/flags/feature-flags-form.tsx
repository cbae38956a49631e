import { zodResolver } from '@hookform/resolvers/zod';
import {
  CACHE_TTL_HOURS_MAX,
  CACHE_TTL_HOURS_MIN,
  FeaturesSchema,
  MAINTENANCE_BANNER_MAX_LENGTH,
  type Features,
} from '@scamcheck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
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

// The server's schema; the number field holds a string, and a blank one reads as 0, which the schema
// answers with "at least 1 hour".
const FeaturesFormSchema = FeaturesSchema.extend({
  cacheTtlHours: z.string().transform(Number).pipe(FeaturesSchema.shape.cacheTtlHours),
});

const toForm = (features: Features) => ({
  ...features,
  maintenanceBanner: features.maintenanceBanner ?? '',
  cacheTtlHours: String(features.cacheTtlHours),
});

function FeatureFlagsFields({ saved }: { saved: Features }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(FeaturesFormSchema),
    defaultValues: toForm(saved),
    reValidateMode: 'onSubmit',
  });
  const errors = {
    maintenanceBanner: form.formState.errors.maintenanceBanner?.message,
    cacheTtlHours: form.formState.errors.cacheTtlHours?.message,
  };
  const save = useAdminMutation({
    mutationFn: saveFeatures,
    invalidates: [siteStatusQueryOptions.queryKey],
    successTitle: 'Feature flags saved',
    successMessage: () => 'The changes apply at once, without a restart.',
    failureTitle: 'Feature flags not saved',
  });

  const handleSubmit = form.handleSubmit((features) =>
    save.mutate(features, {
      onSuccess: (stored) => {
        queryClient.setQueryData(adminFeaturesQueryOptions.queryKey, stored);
        form.reset(toForm(stored));
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Switches</legend>
        {SWITCHES.map((item) => (
          <div key={item.key} className="flex items-start gap-3">
            <input
              id={`${id}-${item.key}`}
              type="checkbox"
              className="mt-1 size-4"
              aria-describedby={`${id}-${item.key}-hint`}
              {...form.register(item.key)}
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
            aria-invalid={errors.maintenanceBanner ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('maintenanceBanner')}
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
              aria-invalid={errors.cacheTtlHours ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('cacheTtlHours')}
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
