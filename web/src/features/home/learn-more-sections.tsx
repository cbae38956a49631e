/** The home page below the fold: loaded in its own chunk so the scan form paints first. */
import { ScamQuiz } from '../quiz/scam-quiz';
import { ExploreLinks } from './explore-links';
import { Faq } from './faq';
import { HowDetectionWorks } from './how-detection-works';

export function LearnMoreSections() {
  return (
    <>
      <HowDetectionWorks />
      <div className="grid items-start gap-16 lg:grid-cols-2 lg:gap-10">
        <ScamQuiz />
        <Faq />
      </div>
      <ExploreLinks />
    </>
  );
}
