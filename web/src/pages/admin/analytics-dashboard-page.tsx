import { PageIntro } from '../../components/ui/page-intro';
import { AnalyticsDashboard } from '../../features/admin/analytics/analytics-dashboard';

/** A lazy route chunk of its own: the charts never ship in the public pages' JavaScript. */
export function AnalyticsDashboardPage() {
  return (
    <>
      <PageIntro title="Analytics dashboard">
        <p>
          What people checked, what ScamCheck found, and how the product is used, computed by the database.
        </p>
      </PageIntro>
      <AnalyticsDashboard />
    </>
  );
}
