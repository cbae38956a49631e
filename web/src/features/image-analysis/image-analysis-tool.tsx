import { IMAGE_UPLOAD_MESSAGES, type ImageAnalysisResult } from '@scamcheck/shared';
import { ScanSearch } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/use-toast';
import { ApiError, humanErrorText } from '../../lib/api-error';
import { AnalysisErrorCard } from '../analysis-error/analysis-error-card';
import { useAnalyzeImage } from './analyze-image';
import { ImageDropZone } from './image-drop-zone';
import { ImagePreview } from './image-preview';
import { ImageResultPanel } from './image-result-panel';
import { UploadProgress } from './upload-progress';
import { useChosenImage } from './use-chosen-image';
import { useUploadProgress } from './use-upload-progress';

/**
 * Image analysis on the home page and /image-analysis:
 * choose or drop an image, see it, analyse it while the progress bar climbs, then read the result.
 */
export function ImageAnalysisTool() {
  const image = useChosenImage();
  const progress = useUploadProgress();
  const analysis = useAnalyzeImage();
  const { toast } = useToast();
  const [result, setResult] = useState<ImageAnalysisResult | null>(null);

  function resetAll() {
    image.clear();
    progress.reset();
    analysis.reset();
    setResult(null);
  }

  function handleFile(file: File) {
    if (image.choose(file)) {
      progress.reset();
      setResult(null);
    }
  }

  function handleAnalyze() {
    const { file } = image;
    if (file === null || analysis.isPending) return;
    setResult(null);
    progress.start();
    analysis.mutate(file, {
      onSuccess: (analysed) => {
        progress.complete();
        setResult(analysed);
        toast({
          title: 'Image Analysis Complete',
          description: "We've analyzed your image for potential scams.",
        });
      },
      onError: (error) => {
        progress.reset();
        const description =
          error instanceof ApiError && error.serverMessage === null
            ? IMAGE_UPLOAD_MESSAGES.failed
            : humanErrorText(error);
        toast({ title: 'Image Analysis Failed', description, variant: 'destructive' });
      },
    });
  }

  return (
    <div className="space-y-4" aria-label="Analyze an image" role="group">
      <h2 className="font-medium">Screenshot or image</h2>
      {image.file === null ? (
        <ImageDropZone onFile={handleFile} disabled={analysis.isPending} />
      ) : (
        <ImagePreview
          file={image.file}
          previewUrl={image.previewUrl}
          onRemove={resetAll}
          disabled={analysis.isPending}
        />
      )}
      {image.alert !== null && (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-300"
        >
          {image.alert}
        </p>
      )}
      <Button
        onClick={handleAnalyze}
        disabled={image.file === null || analysis.isPending}
        className="w-full sm:w-auto"
      >
        <ScanSearch aria-hidden className="size-4" />
        Analyze Image
      </Button>
      <UploadProgress progress={progress.progress} isBannerShown={progress.isBannerShown} />
      {/* 'Try Again' starts over with an empty drop zone (the image may be the problem); nothing is resent. */}
      {analysis.error !== null && <AnalysisErrorCard error={analysis.error} onReset={resetAll} />}
      {result !== null && <ImageResultPanel result={result} onAnalyzeAnother={resetAll} />}
    </div>
  );
}
