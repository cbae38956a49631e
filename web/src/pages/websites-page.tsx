import { PageIntro } from '../components/ui/page-intro';

export function WebsitesPage() {
  return (
    <PageIntro title="Scanned websites">
      <p>
        This page will list every domain ScamCheck has analysed, with its latest trust score and band, so you
        can look a site up without starting a new scan. The list appears once the analysis service is
        connected.
      </p>
    </PageIntro>
  );
}
