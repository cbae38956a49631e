import { PageIntro } from '../components/ui/page-intro';

export function DashboardPage() {
  return (
    <PageIntro title="Dashboard">
      <p>
        The dashboard will show statistics from ScamCheck's analyses: how many domains have been checked, how
        many looked suspicious, and which kinds of scam are circulating.
      </p>
    </PageIntro>
  );
}
