import { PageIntro } from '../components/ui/page-intro';
import { ImageAnalysisTool } from '../features/image-analysis/image-analysis-tool';
import { WhatImageAnalysisSees } from '../features/image-analysis/what-it-sees';

/** /image-analysis: the same tool as the home page, and an honest account of what it can and cannot see. */
export function ImageAnalysisPage() {
  return (
    <div className="space-y-10">
      <PageIntro title="Image Analysis">
        <p>
          Got a text, an email, a pop-up or a social post that feels off? Upload a screenshot and ScamCheck
          reads the words in it, looks for the patterns scammers use and checks every link it finds.
        </p>
      </PageIntro>
      <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <ImageAnalysisTool />
      </div>
      <WhatImageAnalysisSees />
    </div>
  );
}
