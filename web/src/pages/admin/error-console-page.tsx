import { PageIntro } from '../../components/ui/page-intro';

export function ErrorConsolePage() {
  return (
    <PageIntro title="Error console">
      <p>
        This page will list recent server and browser errors with their request ids, so a problem a visitor
        reports can be traced.
      </p>
    </PageIntro>
  );
}
