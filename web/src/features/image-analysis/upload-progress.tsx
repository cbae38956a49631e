import { CheckCircle2 } from 'lucide-react';

/** The progress bar with its percent, and the 3-second success banner. */
export function UploadProgress({ progress, isBannerShown }: { progress: number; isBannerShown: boolean }) {
  return (
    <div className="space-y-3">
      {progress > 0 && (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label="Image analysis progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className="h-full bg-brand-600 transition-[width] duration-100"
              style={{ width: `${progress}%` }}
            />
          </div>
          <span className="w-12 text-right text-sm tabular-nums">{progress}%</span>
        </div>
      )}
      {isBannerShown && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800 dark:bg-green-950/60 dark:text-green-300"
        >
          <CheckCircle2 aria-hidden className="size-4" />
          Image analysis complete!
        </p>
      )}
    </div>
  );
}
