import type { Role } from '@scamcheck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextInput } from '../../components/ui/text-input';
import { toast } from '../../components/ui/toast-store';
import { readApiFailure } from './api-error-message';
import { currentUserQueryOptions } from './current-user-query';
import { describeLoginError, LOGIN_ERROR_TOAST_MS } from './login-error';
import { signInForTrial } from './trial-sign-in';

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Administrator' },
] as const;

function toRole(value: string): Role {
  return value === 'admin' ? 'admin' : 'user';
}

type DevLoginFormProps = { returnTo: string; defaultRole?: Role };

/** Trial sign-in (DEV_LOGIN=1): any email and role, so the product and its admin area can be tried. */
export function DevLoginForm({ returnTo, defaultRole = 'user' }: DevLoginFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>(defaultRole);
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

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedName = name.trim();
    signIn.mutate({ email: email.trim(), role, ...(trimmedName === '' ? {} : { name: trimmedName }) });
  };

  return (
    <form
      onSubmit={handleSubmit}
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-name`}>
        Name (optional)
        <TextInput
          id={`${id}-name`}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <SelectField
        id={`${id}-role`}
        label="Role"
        options={ROLE_OPTIONS}
        value={role}
        onChange={(event) => setRole(toRole(event.target.value))}
      />
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
