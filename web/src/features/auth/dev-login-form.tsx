import { zodResolver } from '@hookform/resolvers/zod';
import { DevLoginRequestSchema, type Role } from '@scamcheck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { SelectField } from '../../components/ui/select-field';
import { TextInput } from '../../components/ui/text-input';
import { toast } from '../../components/ui/toast-store';
import { blankAsAbsent } from '../../lib/form-schemas';
import { readApiFailure } from './api-error-message';
import { currentUserQueryOptions } from './current-user-query';
import { describeLoginError, LOGIN_ERROR_TOAST_MS } from './login-error';
import { signInForTrial } from './trial-sign-in';

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Administrator' },
] as const;

// The server's rules; the email is trimmed and a blank name is no name.
const DevLoginFormSchema = DevLoginRequestSchema.extend({
  email: z.string().trim().pipe(DevLoginRequestSchema.shape.email),
  name: blankAsAbsent(DevLoginRequestSchema.shape.name),
});

type DevLoginFormProps = { returnTo: string; defaultRole?: Role };

/** Trial sign-in (DEV_LOGIN=1): any email and role, so the product and its admin area can be tried. */
export function DevLoginForm({ returnTo, defaultRole = 'user' }: DevLoginFormProps) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(DevLoginFormSchema),
    defaultValues: { email: '', name: '', role: defaultRole },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useMutation({
    mutationFn: signInForTrial,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryOptions.queryKey, user);
      void navigate(returnTo, { replace: true });
    },
    onError: (error) => {
      const failure = readApiFailure(error, '');
      // The API's own answer (not text from the address), so its message can be shown as is.
      const fallback = describeLoginError(failure.status === 429 ? 'rate-limited' : 'failed', null);
      const description = failure.message || fallback?.description || '';
      if (fallback)
        toast({ ...fallback, description, variant: 'destructive', duration: LOGIN_ERROR_TOAST_MS });
    },
  });

  const handleSubmit = form.handleSubmit(({ email, name, role }) =>
    signIn.mutate({ email, role, ...(name === undefined ? {} : { name }) }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby={`${id}-title`}
      className="mt-8 max-w-md space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-800 dark:bg-amber-950/40"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Trial sign-in
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        This server allows signing in as any email address and role, without Google, so you can try the
        product and its admin area. It is never enabled in production.
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-email`}>
        Email
        <TextInput
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          aria-invalid={errors.email !== undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...form.register('email')}
        />
      </label>
      <FieldError id={`${id}-email-error`} message={errors.email?.message} />
      <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-name`}>
        Name (optional)
        <TextInput
          id={`${id}-name`}
          autoComplete="name"
          aria-invalid={errors.name !== undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          {...form.register('name')}
        />
      </label>
      <FieldError id={`${id}-name-error`} message={errors.name?.message} />
      <SelectField id={`${id}-role`} label="Role" options={ROLE_OPTIONS} {...form.register('role')} />
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
