import { PageIntro } from '../../components/ui/page-intro';
import { ChatList } from '../../features/admin/chats/chat-list';
import { FeatureFlagsForm } from '../../features/admin/flags/feature-flags-form';
import { Panel } from '../../features/admin/ui/panel';
import { UserTable } from '../../features/admin/users/user-table';

export function AdvancedFeaturesPage() {
  return (
    <>
      <PageIntro title="Advanced features">
        <p>Switch parts of the product on or off while it runs, manage accounts, and read stored chats.</p>
      </PageIntro>
      <div className="space-y-8">
        <Panel title="Feature flags" description="Saved in the database and applied at once on every server.">
          <FeatureFlagsForm />
        </Panel>
        <Panel title="Users">
          <UserTable />
        </Panel>
        <div id="chats" className="scroll-mt-4">
          <Panel title="Chat conversations">
            <ChatList />
          </Panel>
        </div>
      </div>
    </>
  );
}
