import { PageIntro } from '../../components/ui/page-intro';

export function AnalyticsDashboardPage() {
  return (
    <PageIntro title="Analytics dashboard">
      <p>This page will chart analyses, sign-ins and plan usage over time.</p>
    </PageIntro>
  );
}
