import { PLANS, type CurrentUser } from '@scamcheck/shared';
import { avatarInitial } from '../avatar-initial';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** Who is signed in: picture (or initial), name, email, role and plan. */
export function AccountDetails({ user }: { user: CurrentUser }) {
  return (
    <section
      aria-labelledby="account-heading"
      className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="" referrerPolicy="no-referrer" className="size-16 rounded-full" />
      ) : (
        <span
          aria-hidden
          className="bg-brand-600 inline-flex size-16 items-center justify-center rounded-full text-2xl font-semibold text-white"
        >
          {avatarInitial(user)}
        </span>
      )}
      <div className="min-w-0">
        <h2 id="account-heading" className="truncate text-xl font-semibold">
          {user.name ?? user.email}
        </h2>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600 dark:text-slate-400">
          <dt>Email</dt>
          <dd className="truncate">{user.email}</dd>
          <dt>Plan</dt>
          <dd>{PLANS[user.plan].name}</dd>
          <dt>Role</dt>
          <dd>{user.role === 'admin' ? 'Administrator' : 'User'}</dd>
          <dt>Member since</dt>
          <dd>{dateFormat.format(new Date(user.createdAt))}</dd>
        </dl>
      </div>
    </section>
  );
}
