import { CurrentUserSchema } from '@scamcheck/shared';
import { Button } from '../components/ui/button';
import { PageIntro } from '../components/ui/page-intro';
import { StatusMessage } from '../components/ui/status-message';
import { PlansTable } from '../features/api-docs/plans-table';
import { ApiKeysSection } from '../features/auth/api-keys/api-keys-section';
import { AccountDetails } from '../features/auth/profile/account-details';
import { DeleteAccountSection } from '../features/auth/profile/delete-account-section';
import { useAuth } from '../features/auth/use-auth';
import { useLogout } from '../features/auth/use-logout';
import { QuotaCard } from '../features/dashboard/quota-card';

/** /profile (behind LoginGuard): account, this hour's usage, plans, API keys, sign out, delete my data. */
export function ProfilePage() {
  const { user } = useAuth();
  const logout = useLogout();
  const account = CurrentUserSchema.safeParse(user);
  return (
    <>
      <PageIntro title="Your profile">
        <p>Your account, your plan and how much of it you have used this hour, and your API keys.</p>
      </PageIntro>
      {!account.success || user === null ? (
        <StatusMessage>Your account details could not be read. Reload the page to try again.</StatusMessage>
      ) : (
        <div className="max-w-3xl space-y-8">
          <AccountDetails user={account.data} />
          <QuotaCard />
          <section aria-labelledby="plans-heading" className="space-y-3">
            <h2 id="plans-heading" className="text-xl font-semibold">
              Plans
            </h2>
            <PlansTable />
          </section>
          <ApiKeysSection />
          <section aria-labelledby="sign-out-heading" className="space-y-3">
            <h2 id="sign-out-heading" className="text-xl font-semibold">
              Sign out
            </h2>
            <Button variant="secondary" onClick={() => logout(user)}>
              Sign out
            </Button>
          </section>
          <DeleteAccountSection />
        </div>
      )}
    </>
  );
}
