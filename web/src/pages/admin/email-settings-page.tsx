import { PageIntro } from '../../components/ui/page-intro';
import { EmailSettingsForm } from '../../features/admin/email/email-settings-form';
import { Panel } from '../../features/admin/ui/panel';

export function EmailSettingsPage() {
  return (
    <>
      <PageIntro title="Email settings">
        <p>
          The mail server ScamCheck uses to alert administrators about community comments and reports, and
          about chats in which a visitor left an email address.
        </p>
      </PageIntro>
      <Panel title="Outgoing mail (SMTP)">
        <EmailSettingsForm />
      </Panel>
    </>
  );
}
