import { zodResolver } from '@hookform/resolvers/zod';
import { SMTP_SECURITY_MODES, type EmailSettings } from '@scamcheck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextInput } from '../../../components/ui/text-input';
import { FormField, TEXTAREA_CLASSES } from '../ui/form-field';
import { QueryState } from '../ui/query-state';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { EmailFormSchema, toFormState } from './email-form-state';
import { emailSettingsQueryOptions, saveEmailSettings, useEmailSettings } from './email-settings-api';
import { TestEmailForm } from './test-email-form';

const SECURITY_OPTIONS = SMTP_SECURITY_MODES.map((mode) => ({
  value: mode,
  label: {
    none: 'None (plain SMTP)',
    starttls: 'STARTTLS (usually port 587)',
    tls: 'TLS (usually port 465)',
  }[mode],
}));

function EmailSettingsFields({ saved }: { saved: EmailSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  // Messages stay until the next submit, which checks everything again.
  const form = useForm({
    resolver: zodResolver(EmailFormSchema),
    defaultValues: toFormState(saved),
    reValidateMode: 'onSubmit',
  });
  const errors = Object.fromEntries(
    Object.entries(form.formState.errors).map(([field, error]) => [field, error?.message]),
  );
  const clearPassword = useWatch({ control: form.control, name: 'clearPassword' });
  const save = useAdminMutation({
    mutationFn: saveEmailSettings,
    invalidates: [],
    successTitle: 'Email settings saved',
    failureTitle: 'Email settings not saved',
  });
  const text = (key: 'host' | 'port' | 'user' | 'from') => ({
    'aria-invalid': errors[key] ? true : undefined,
    ...form.register(key),
  });

  const handleSubmit = form.handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: (settings) => {
        queryClient.setQueryData(emailSettingsQueryOptions.queryKey, settings);
        form.reset(toFormState(settings));
      },
    }),
  );

  return (
    <div className="space-y-8">
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className="space-y-5"
        aria-label="Email settings"
      >
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
          <FormField
            id={`${id}-host`}
            label="SMTP host"
            error={errors.host}
            hint="Leave empty to turn email off."
          >
            {(describedBy) => (
              <TextInput
                id={`${id}-host`}
                autoComplete="off"
                placeholder="smtp.example.com"
                aria-describedby={describedBy}
                {...text('host')}
              />
            )}
          </FormField>
          <FormField id={`${id}-port`} label="Port" error={errors.port}>
            {(describedBy) => (
              <TextInput
                id={`${id}-port`}
                type="number"
                inputMode="numeric"
                min={1}
                max={65535}
                aria-describedby={describedBy}
                {...text('port')}
              />
            )}
          </FormField>
        </div>
        <SelectField
          id={`${id}-security`}
          label="Security"
          options={SECURITY_OPTIONS}
          {...form.register('security')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${id}-user`}
            label="User name"
            error={errors.user}
            hint="Leave empty if the server needs no sign-in."
          >
            {(describedBy) => (
              <TextInput
                id={`${id}-user`}
                autoComplete="off"
                aria-describedby={describedBy}
                {...text('user')}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-password`}
            label="Password"
            error={errors.password}
            hint={
              saved.passwordSet
                ? 'A password is saved. Leave empty to keep it.'
                : 'Stored encrypted; never shown again.'
            }
          >
            {(describedBy) => (
              <TextInput
                id={`${id}-password`}
                type="password"
                autoComplete="new-password"
                placeholder={saved.passwordSet ? '•••••• (saved)' : ''}
                disabled={clearPassword}
                aria-describedby={describedBy}
                {...form.register('password')}
              />
            )}
          </FormField>
        </div>
        {saved.passwordSet && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              {...form.register('clearPassword', {
                onChange: () => form.setValue('password', ''),
              })}
            />
            Remove the saved password
          </label>
        )}
        <FormField id={`${id}-from`} label="From address" error={errors.from}>
          {(describedBy) => (
            <TextInput
              id={`${id}-from`}
              type="email"
              placeholder="alerts@example.com"
              aria-describedby={describedBy}
              {...text('from')}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-recipients`}
          label="Alert recipients"
          error={errors.recipients}
          hint="One address per line, or separated by commas."
        >
          {(describedBy) => (
            <textarea
              id={`${id}-recipients`}
              rows={3}
              aria-invalid={errors.recipients ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('recipients')}
              className={TEXTAREA_CLASSES}
            />
          )}
        </FormField>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Send an alert when</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register('alerts.comments')} />a community
            comment is posted or reported
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register('alerts.chatEmails')} />a visitor
            leaves an email in the assistant chat
          </label>
        </fieldset>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save email settings'}
        </Button>
      </form>
      <TestEmailForm defaultTo={saved.recipients[0] ?? ''} />
    </div>
  );
}

/** SMTP settings for the admin alerts, and a test message to check them. */
export function EmailSettingsForm() {
  const settings = useEmailSettings();
  return (
    <QueryState query={settings} what="the email settings">
      {(data) => <EmailSettingsFields saved={data} />}
    </QueryState>
  );
}
