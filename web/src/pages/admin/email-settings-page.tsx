import { PageIntro } from '../../components/ui/page-intro';

export function EmailSettingsPage() {
  return (
    <PageIntro title="Email settings">
      <p>
        This page will configure the outgoing mail server (SMTP) that ScamCheck uses for notifications, and
        send a test message.
      </p>
    </PageIntro>
  );
}
