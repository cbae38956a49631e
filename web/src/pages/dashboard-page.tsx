import { Link } from 'react-router';
import { buttonClassName } from '../components/ui/button';
import { PageIntro } from '../components/ui/page-intro';
import { useAuth } from '../features/auth/use-auth';
import { BandBreakdown } from '../features/dashboard/band-breakdown';
import { PersonalHistory } from '../features/dashboard/personal-history';
import { QuotaCard } from '../features/dashboard/quota-card';
import { RecentAnalyses } from '../features/dashboard/recent-analyses';
import { PlatformStatistics } from '../features/statistics/platform-statistics';

/** /dashboard: the platform at a glance for everyone; everyone sees their allowances; signed-in users also see their own checks. */
export function DashboardPage() {
  const { isAuthenticated, isLoading } = useAuth();
  return (
    <>
      <PageIntro title="Dashboard">
        <p>
          What ScamCheck has seen: how many sites were checked, how many looked dangerous, and the latest
          verdicts.
        </p>
      </PageIntro>
      <div className="space-y-8">
        {/* Everyone has allowances (a visitor's are counted by network address), so everyone sees them. */}
        <div className="grid gap-8 lg:grid-cols-2">
          {isAuthenticated ? (
            <PersonalHistory />
          ) : (
            !isLoading && (
              <p className="rounded-xl border border-dashed border-slate-300 p-5 text-slate-700 dark:border-slate-700 dark:text-slate-300">
                <Link to="/login" className={buttonClassName('secondary', 'mr-3')}>
                  Sign in
                </Link>
                to see your own checks and have your allowances counted for your account.
              </p>
            )
          )}
          <QuotaCard />
        </div>
        <PlatformStatistics />
        <div className="grid gap-8 lg:grid-cols-2">
          <BandBreakdown />
          <RecentAnalyses />
        </div>
      </div>
    </>
  );
}
