import type { AnalyzeResponse } from '@scamcheck/shared';
import { AnalysisErrorCard } from '../analysis-error/analysis-error-card';
import { CommunityBlock } from '../comments/community-block';
import { DetectionAnimation } from '../scan/detection-animation';
import { EvidenceSections } from './evidence-sections';
import { LookalikeNotice } from './lookalike-notice';
import { ReportActions } from './report-actions';
import { ReportFactsView } from './report-facts';
import { ReportSummary } from './report-summary';
import { useReportAnalysis } from './use-report-analysis';

/**
 * A domain's whole report, most important first: verdict, impersonation warning, evidence of harm and of
 * trust, what was not checked, facts, community.
 */
export function ReportView({ report, pageDomain }: { report: AnalyzeResponse; pageDomain: string }) {
  const rescan = useReportAnalysis(pageDomain);
  return (
    <div className="space-y-10">
      <ReportSummary
        report={report}
        actions={
          <ReportActions
            domain={report.domain}
            isRescanning={rescan.isPending}
            onRescan={() => rescan.run({ fresh: true })}
          />
        }
      />
      {rescan.isPending && (
        <DetectionAnimation target={report.unicodeDomain} threatLevel={report.threatLevel} />
      )}
      {rescan.error !== null && <AnalysisErrorCard error={rescan.error.cause} onReset={rescan.reset} />}
      {report.lookalike && <LookalikeNotice lookalike={report.lookalike} />}
      <EvidenceSections report={report} />
      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading" className="mb-4 text-xl font-semibold">
          Facts
        </h2>
        <ReportFactsView facts={report.facts} />
      </section>
      <CommunityBlock domain={report.domain} />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Report {report.id} · engine {report.engineVersion}
      </p>
    </div>
  );
}
