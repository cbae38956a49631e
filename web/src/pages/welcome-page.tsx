import { PageIntro } from '../components/ui/page-intro';

export function WelcomePage() {
  return (
    <PageIntro title="Welcome to ScamCheck">
      <p>
        A short introduction for new visitors: what ScamCheck can check, how to read a trust score, and where
        to go next.
      </p>
    </PageIntro>
  );
}
