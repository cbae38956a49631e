import { PageIntro } from '../../components/ui/page-intro';
import { ModerationQueue } from '../../features/admin/comments/moderation-queue';

export function CommentsPage() {
  return (
    <>
      <PageIntro title="Comments">
        <p>
          Community comments on result pages. First comments from new accounts wait here for review; reported
          ones are flagged.
        </p>
      </PageIntro>
      <ModerationQueue />
    </>
  );
}
