import { PageIntro } from '../../components/ui/page-intro';
import { ErrorConsole } from '../../features/admin/errors/error-console';

export function ErrorConsolePage() {
  return (
    <>
      <PageIntro title="Error console">
        <p>
          Server errors and errors visitors’ browsers reported, grouped when identical, with request ids,
          stacks and the browser’s debug log.
        </p>
      </PageIntro>
      <ErrorConsole />
    </>
  );
}
