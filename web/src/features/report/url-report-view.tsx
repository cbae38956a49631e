import type { AnalyzeResponse } from '@scamcheck/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { resultPath } from '../scan/analyze-domain';
import { EvidenceSections } from './evidence-sections';
import { LookalikeNotice } from './lookalike-notice';
import { ReportFactsView } from './report-facts';
import { ReportSummary } from './report-summary';

/**
 * The report of one link (a URL with a path or query): its findings are about that address only, so
 * it is shown as such, with the way to the whole site's report.
 */
export function UrlReportView({ report }: { report: AnalyzeResponse }) {
  return (
    <div className="space-y-10">
      <ReportSummary
        report={report}
        actions={
          <Link to={resultPath(report.domain)} className={buttonClassName('secondary')}>
            See the report for the whole site {report.unicodeDomain}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      />
      {report.lookalike && <LookalikeNotice lookalike={report.lookalike} />}
      <EvidenceSections report={report} />
      <section aria-labelledby="url-facts-heading">
        <h2 id="url-facts-heading" className="mb-4 text-xl font-semibold">
          Facts
        </h2>
        <ReportFactsView facts={report.facts} />
      </section>
    </div>
  );
}
