import { PageIntro } from '../components/ui/page-intro';
import { HowDetectionWorks } from '../features/home/how-detection-works';

export function HomePage() {
  return (
    <>
      <PageIntro title="AI domain analysis helps identify trustworthy websites">
        <p>
          ScamCheck looks at a website, a link or a screenshot and tells you whether it shows the signs of a
          scam, and why. The scan form and screenshot upload will live on this page.
        </p>
      </PageIntro>
      <HowDetectionWorks />
    </>
  );
}
