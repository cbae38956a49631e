import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isDomainReport, resultPath, useAnalyzeDomain } from '../scan/analyze-domain';
import { reportQueryOptions } from './report-query';

/**
 * Runs an analysis from the result page (first analysis of an unknown domain, or a rescan) and puts
 * the new report where the page reads it. If the server names the domain differently (www., Unicode),
 * the address is corrected to the canonical one.
 */
export function useReportAnalysis(pageDomain: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const analysis = useAnalyzeDomain();
  // Held apart from the mutation's own error so 'Try Again' can clear it without a new request.
  const [error, setError] = useState<{ cause: unknown } | null>(null);

  function run({ fresh }: { fresh: boolean }) {
    setError(null);
    analysis.mutate(
      { domain: pageDomain, fresh },
      {
        onSuccess: (report) => {
          if (isDomainReport(report))
            queryClient.setQueryData(reportQueryOptions(pageDomain).queryKey, report);
          if (report.domain !== pageDomain) void navigate(resultPath(report.domain), { replace: true });
        },
        onError: (cause) => setError({ cause }),
      },
    );
  }

  return {
    run,
    /** 'Try Again': back to the state before the analysis was asked for; nothing is sent. */
    reset: () => {
      analysis.reset();
      setError(null);
    },
    isPending: analysis.isPending,
    /** The analysis answered: its report is being put on the page. */
    isSuccess: analysis.isSuccess,
    error,
  };
}
