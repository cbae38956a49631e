import type { AnalyzeResponse } from '@scamcheck/shared';
import { AnalysisErrorCard } from '../analysis-error/analysis-error-card';
import { CommunityBlock } from '../comments/community-block';
import { DetectionAnimation } from '../scan/detection-animation';
import { FindingsByCategory } from './findings-by-category';
import { LookalikeNotice } from './lookalike-notice';
import { ReportFactsView } from './report-facts';
import { ReportSummary } from './report-summary';
import { UnavailableChecks } from './unavailable-checks';
import { useReportAnalysis } from './use-report-analysis';

/** A whole report, most important first: verdict, impersonation warning, findings, facts, gaps, community. */
export function ReportView({ report, pageDomain }: { report: AnalyzeResponse; pageDomain: string }) {
  const rescan = useReportAnalysis(pageDomain);
  return (
    <div className="space-y-10">
      <ReportSummary
        report={report}
        isRescanning={rescan.isPending}
        onRescan={() => rescan.run({ fresh: true })}
      />
      {rescan.isPending && (
        <DetectionAnimation target={report.unicodeDomain} threatLevel={report.threatLevel} />
      )}
      {rescan.errorMessage !== null && (
        <AnalysisErrorCard
          message={rescan.errorMessage}
          isRetrying={rescan.isRetrying}
          onRetry={() => rescan.retry({ fresh: true })}
        />
      )}
      {report.lookalike && <LookalikeNotice lookalike={report.lookalike} />}
      <section aria-labelledby="findings-heading">
        <h2 id="findings-heading" className="text-xl font-semibold">
          Findings
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
          Each finding moved the score up or down; the worst categories come first.
        </p>
        <FindingsByCategory findings={report.findings} />
      </section>
      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading" className="mb-4 text-xl font-semibold">
          Facts
        </h2>
        <ReportFactsView facts={report.facts} />
      </section>
      <UnavailableChecks checks={report.checks} />
      <CommunityBlock domain={report.domain} />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Report {report.id} · engine {report.engineVersion}
      </p>
    </div>
  );
}
