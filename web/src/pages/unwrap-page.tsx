import { PageIntro } from '../components/ui/page-intro';
import { UnwrapTool } from '../features/unwrap/unwrap-tool';

export function UnwrapPage() {
  return (
    <>
      <PageIntro title="URL Unwrapper">
        <p>
          Shortened and tracking links hide where they really lead. Paste one here: our server follows every
          redirect and shows each hop and the final destination, so you never have to open the link yourself.
        </p>
      </PageIntro>
      <UnwrapTool />
    </>
  );
}
