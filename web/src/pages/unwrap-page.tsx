import { PageIntro } from '../components/ui/page-intro';

export function UnwrapPage() {
  return (
    <PageIntro title="URL Unwrapper">
      <p>
        Shortened and tracking links hide where they really lead. The URL Unwrapper will follow a link's
        redirects from our server and show every hop and the final destination, so you never have to open it
        yourself. It is not available yet.
      </p>
    </PageIntro>
  );
}
