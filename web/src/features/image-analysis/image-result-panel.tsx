import type { ImageAnalysisResult } from '@scamcheck/shared';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ExtractedLinks } from './extracted-links';
import { ScoreGauge } from './score-gauge';

type ImageResultPanelProps = { result: ImageAnalysisResult; onAnalyzeAnother: () => void };

/** The image result panel: gauge, verdict label, 'Analysis:', 'Red Flags:', 'Analyze Another'. */
export function ImageResultPanel({ result, onAnalyzeAnother }: ImageResultPanelProps) {
  return (
    <section
      aria-label="Image analysis result"
      className="space-y-5 rounded-xl border border-slate-200 p-5 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-5">
        <ScoreGauge score={result.score} />
        <div>
          <p
            className={
              result.isScam
                ? 'flex items-center gap-2 text-2xl font-bold text-red-700 dark:text-red-400'
                : 'flex items-center gap-2 text-2xl font-bold text-green-700 dark:text-green-400'
            }
          >
            {result.isScam ? (
              <AlertTriangle aria-hidden className="size-6" />
            ) : (
              <ShieldCheck aria-hidden className="size-6" />
            )}
            {result.isScam ? 'Potential Scam' : 'Likely Safe'}
          </p>
          <p className="text-sm text-slate-500 dark:text-slate-400">Higher scores are safer.</p>
        </div>
      </div>
      <div>
        <h4 className="font-semibold">Analysis:</h4>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{result.analysis}</p>
      </div>
      <div>
        <h4 className="font-semibold">Red Flags:</h4>
        {result.redFlags.length === 0 ? (
          <p className="mt-1 text-slate-600 dark:text-slate-400">None found.</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
            {result.redFlags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        )}
      </div>
      <ExtractedLinks links={result.links} />
      {result.extractedText !== '' && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Text read from the image</summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-slate-100 p-3 whitespace-pre-wrap dark:bg-slate-800">
            {result.extractedText}
          </pre>
        </details>
      )}
      <Button variant="secondary" onClick={onAnalyzeAnother}>
        Analyze Another
      </Button>
    </section>
  );
}
