import { Search } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { AnalysisErrorCard } from '../analysis-error/analysis-error-card';
import { DetectionAnimation } from '../scan/detection-animation';
import { useLocalThreatLevel } from '../scan/use-local-threat-level';
import { useReportAnalysis } from './use-report-analysis';

/** A domain nobody has analysed yet: offer to analyse it right here. */
export function UnknownDomain({ domain }: { domain: string }) {
  const analysis = useReportAnalysis(domain);
  const threatLevel = useLocalThreatLevel(analysis.isPending || analysis.isSuccess ? domain : null);
  const analyzeButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-xl font-semibold">Not analysed yet</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Nobody has checked {domain} with ScamCheck yet. Analyse it now: it takes a few seconds.
        </p>
        <Button
          ref={analyzeButton}
          className="mt-4"
          onClick={() => analysis.run({ fresh: false })}
          disabled={analysis.isPending}
        >
          <Search aria-hidden="true" className="size-4" />
          {analysis.isPending ? 'Analyzing...' : `Analyze ${domain}`}
        </Button>
      </div>
      {/* Kept after success: the report replaces this whole view, so the steps never vanish first. */}
      {(analysis.isPending || analysis.isSuccess) && (
        <DetectionAnimation target={domain} threatLevel={threatLevel} />
      )}
      {analysis.error !== null && (
        <AnalysisErrorCard
          error={analysis.error.cause}
          onReset={() => {
            analysis.reset();
            analyzeButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
