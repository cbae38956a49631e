import { AnalyzeResponseSchema, validateDomainInput, type AnalyzeResponse } from '@scamcheck/shared';
import { Link, useLocation, useParams } from 'react-router';
import { Button, buttonClassName } from '../components/ui/button';
import { StatusMessage } from '../components/ui/status-message';
import { useReport } from '../features/report/report-query';
import { humanErrorText } from '../lib/api-error';
import { ReportView } from '../features/report/report-view';
import { UnknownDomain } from '../features/report/unknown-domain';
import { UrlReportView } from '../features/report/url-report-view';

/**
 * The result page /domain/{domain}: the domain's stored report, or an offer to analyse an unknown
 * domain. Opened right after a link was scanned, it shows that link's own report instead, which links
 * back here for the domain's.
 */
export function DomainPage() {
  // React Router has already percent-decoded the segment, so IDN and encoded names read naturally.
  const { domain = '' } = useParams();
  const urlReport = useUrlReportState(domain);
  const isDomain = validateDomainInput(domain).ok;
  const report = useReport(domain, { enabled: isDomain && urlReport === null });

  if (urlReport) {
    return (
      <>
        <title>{`${urlReport.url}: ${urlReport.score}/100 — ScamCheck`}</title>
        <UrlReportView report={urlReport} />
      </>
    );
  }
  if (report.data) {
    return (
      <>
        <title>{`${report.data.unicodeDomain}: ${report.data.score}/100 — ScamCheck`}</title>
        <ReportView report={report.data} pageDomain={domain} />
      </>
    );
  }
  return (
    <div className="space-y-6">
      <title>{`${domain} — ScamCheck`}</title>
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Security report</p>
        <h1 className="text-3xl font-bold tracking-tight break-words">{domain}</h1>
      </div>
      {!isDomain && (
        <div className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
          <p>This is not a domain name we can analyse.</p>
          <Link to="/" className={buttonClassName('primary', 'mt-4')}>
            Check another website
          </Link>
        </div>
      )}
      {isDomain && report.isPending && <StatusMessage>Loading the report…</StatusMessage>}
      {report.data === null && <UnknownDomain domain={domain} />}
      {report.isError && (
        <div
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
        >
          <h2 className="font-semibold">The report could not be loaded</h2>
          <p className="mt-1 break-words">{humanErrorText(report.error)}</p>
          {/* Reading a stored report is free and changes nothing, so here 'Try Again' reads it again. */}
          <Button variant="secondary" className="mt-4" onClick={() => void report.refetch()}>
            Try Again
          </Button>
        </div>
      )}
    </div>
  );
}

/** The link's report the scan form passed along, if it belongs to this page's domain. */
function useUrlReportState(domain: string): AnalyzeResponse | null {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('urlReport' in state)) return null;
  const parsed = AnalyzeResponseSchema.safeParse(state.urlReport);
  return parsed.success && parsed.data.url !== null && parsed.data.domain === domain ? parsed.data : null;
}
