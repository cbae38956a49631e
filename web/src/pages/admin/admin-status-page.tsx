import { PageIntro } from '../../components/ui/page-intro';
import { StatusView } from '../../features/admin/status/status-view';

export function AdminStatusPage() {
  return (
    <>
      <PageIntro title="Service status">
        <p>Live health of each part of ScamCheck, and “refresh now” for the downloaded lists.</p>
      </PageIntro>
      <StatusView />
    </>
  );
}
