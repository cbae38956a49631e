/** Who is signed in on the site (the extension shares that session), how many analyses are left, a sign-in link. */
import { PLANS } from '@scamcheck/shared';
import type { Account } from '../messaging/protocol';

export function AccountPanel({ account }: { account: Account | null | undefined }) {
  if (account === undefined) return null;
  if (account === null) {
    return (
      <section aria-label="Account" className="popup__section popup__hint">
        <p>Account details are not available.</p>
      </section>
    );
  }
  if (account.localOnly) {
    return (
      <section aria-label="Account" className="popup__section popup__hint">
        <p data-testid="account">Local checks only: the extension does not contact the server.</p>
      </section>
    );
  }
  const { user, quota } = account;
  return (
    <section aria-label="Account" className="popup__section">
      {user === null ? (
        <p data-testid="account">
          Not signed in.{' '}
          <a href={`${account.serverUrl}/login`} target="_blank" rel="noopener noreferrer">
            Sign in
          </a>{' '}
          on the site for your plan's allowance.
        </p>
      ) : (
        <p data-testid="account">
          Signed in as {user.name ?? user.email} ({PLANS[user.plan].name} plan)
        </p>
      )}
      {quota !== null && (
        <p data-testid="quota" className="popup__hint">
          {quota.remaining} of {quota.limit} analyses left this hour
        </p>
      )}
    </section>
  );
}
