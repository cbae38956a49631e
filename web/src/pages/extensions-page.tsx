import { PageIntro } from '../components/ui/page-intro';

export function ExtensionsPage() {
  return (
    <PageIntro title="Browser extensions">
      <p>
        The ScamCheck extension for Chrome and Firefox shows a trust score for the site you are on and lets
        you check a link or an image with a right-click. Download links will appear here once the extension is
        published.
      </p>
    </PageIntro>
  );
}
