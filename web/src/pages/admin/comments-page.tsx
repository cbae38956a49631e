import { PageIntro } from '../../components/ui/page-intro';

export function CommentsPage() {
  return (
    <PageIntro title="Comments">
      <p>This page will list community comments on domains for moderation: approve, hide or delete.</p>
    </PageIntro>
  );
}
