import { PageIntro } from '../components/ui/page-intro';

export function ImageAnalysisPage() {
  return (
    <PageIntro title="Image Analysis">
      <p>
        Image analysis reads the text in a screenshot of a message, advert or web page, looks for scam
        patterns such as fake prizes, parcel fees or crypto giveaways, and checks any links it finds.
        Uploading is not available yet.
      </p>
    </PageIntro>
  );
}
