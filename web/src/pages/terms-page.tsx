import { PageIntro } from '../components/ui/page-intro';

export function TermsPage() {
  return (
    <PageIntro title="Terms of service">
      <p>
        This page will hold the terms for using ScamCheck and its API, including each plan's hourly analysis
        allowance and the limits of what an automated check can promise.
      </p>
    </PageIntro>
  );
}
