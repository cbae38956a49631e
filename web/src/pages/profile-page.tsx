import { PageIntro } from '../components/ui/page-intro';

export function ProfilePage() {
  return (
    <PageIntro title="Your profile">
      <p>
        Your account details, your plan and its hourly analysis allowance, and your API keys will be shown
        here.
      </p>
    </PageIntro>
  );
}
