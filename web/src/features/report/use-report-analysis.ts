import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../analysis-error/classify-analysis-error';
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
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [isRetrying, setIsRetrying] = useState(false);

  function run({ fresh }: { fresh: boolean }) {
    setErrorMessage(null);
    analysis.mutate(
      { domain: pageDomain, fresh },
      {
        onSuccess: (report) => {
          if (isDomainReport(report))
            queryClient.setQueryData(reportQueryOptions(pageDomain).queryKey, report);
          if (report.domain !== pageDomain) void navigate(resultPath(report.domain), { replace: true });
        },
        onError: (error) => setErrorMessage(errorMessageOf(error)),
        onSettled: () => setIsRetrying(false),
      },
    );
  }

  return {
    run,
    retry: (options: { fresh: boolean }) => {
      setIsRetrying(true);
      run(options);
    },
    isPending: analysis.isPending,
    errorMessage,
    isRetrying,
  };
}
