import { PageIntro } from '../../components/ui/page-intro';

export function AdminStatusPage() {
  return (
    <PageIntro title="Service status">
      <p>
        This page will show the health of the server, the database, the cache, the live checks and the threat
        feeds, with when each last succeeded.
      </p>
    </PageIntro>
  );
}
