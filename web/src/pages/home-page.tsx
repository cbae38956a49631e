import { lazy, Suspense } from 'react';
import { WhenNearView } from '../components/ui/when-near-view';
import { AllowanceNote } from '../features/dashboard/allowance-note';
import { CheckTabs } from '../features/home/check-tabs';
import { EducationLinks } from '../features/home/education-links';
import { OrDivider } from '../features/home/or-divider';
import { ImageAnalysisTool } from '../features/image-analysis/image-analysis-tool';
import { ScanForm } from '../features/scan/scan-form';
import { PlatformStatistics } from '../features/statistics/platform-statistics';
import { GuidedTour } from '../features/tour/guided-tour';
import { TourButton } from '../features/tour/tour-button';

// Loaded when its tab is first chosen: most visitors check a link, and the home route's first load stays small.
const MessageAnalysisTool = lazy(() =>
  import('../features/message-analysis/message-analysis-tool').then((module) => ({
    default: module.MessageAnalysisTool,
  })),
);

// Below the fold: fetched when a visitor scrolls towards it (docs/performance.md, "Web").
const LearnMoreSections = lazy(() =>
  import('../features/home/learn-more-sections').then((module) => ({ default: module.LearnMoreSections })),
);

/**
 * Home: scan a domain, OR upload an image — or, on the second tab, paste a message — then learn;
 * statistics, FAQ and the quiz below.
 */
export function HomePage() {
  return (
    <div className="space-y-16">
      <title>ScamCheck — AI scam checker for websites, links and screenshots</title>
      <section aria-labelledby="home-heading" className="mx-auto max-w-3xl">
        <div className="text-center">
          <h1 id="home-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            AI domain analysis helps identify trustworthy websites
          </h1>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
            Check a website, a link, a screenshot or a message before you pay, reply or sign in. ScamCheck
            shows a trust score and every warning sign behind it.
          </p>
        </div>
        <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <CheckTabs
            label="What to check"
            tabs={[
              {
                id: 'link',
                label: 'Check a link or screenshot',
                panel: (
                  <div className="space-y-8">
                    <div className="space-y-3">
                      <ScanForm />
                      <AllowanceNote allowance="site" />
                    </div>
                    <OrDivider />
                    <div data-tour="image-analysis" className="space-y-3">
                      <ImageAnalysisTool />
                      <AllowanceNote allowance="screenshot" />
                    </div>
                  </div>
                ),
              },
              {
                id: 'message',
                label: 'Check a message',
                panel: (
                  <div className="space-y-3">
                    <Suspense fallback={<p role="status">Loading…</p>}>
                      <MessageAnalysisTool />
                    </Suspense>
                    <AllowanceNote allowance="message" />
                  </div>
                ),
              },
            ]}
          />
        </div>
      </section>
      <EducationLinks />
      <PlatformStatistics />
      <WhenNearView>
        <Suspense fallback={null}>
          <LearnMoreSections />
        </Suspense>
      </WhenNearView>
      <GuidedTour />
      <TourButton />
    </div>
  );
}
