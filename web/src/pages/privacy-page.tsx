import { PageIntro } from '../components/ui/page-intro';

export function PrivacyPage() {
  return (
    <PageIntro title="Privacy policy">
      <p>
        This page will set out what ScamCheck collects, why and for how long: the domains you check, your
        account details if you sign in, and how uploaded images are handled.
      </p>
    </PageIntro>
  );
}
