import type { ImageAnalysisResult } from '@scamcheck/shared';
import type { Clock } from '../../lib/clock';
import type { ImageAnalyzer } from '../../images/image-analyzer';
import type { Logger } from '../../lib/logger';
import type { ImageAnalysisRepository } from '../../storage/ports';

/**
 * POST /api/analyze-image's work: analyse, then keep only the SHA-256 of the re-encoded picture with the
 * result (for statistics and admin), never the image. A failed record never fails the visitor's answer.
 */
export type ImageService = { analyze(bytes: Buffer, signal?: AbortSignal): Promise<ImageAnalysisResult> };

type ImageServiceDeps = {
  analyzer: ImageAnalyzer;
  imageAnalyses: ImageAnalysisRepository;
  clock: Clock;
  logger: Logger;
};

export function createImageService({
  analyzer,
  imageAnalyses,
  clock,
  logger,
}: ImageServiceDeps): ImageService {
  return {
    async analyze(bytes, signal) {
      const { result, sha256 } = await analyzer.analyze(bytes, signal);
      await imageAnalyses
        .insert({ sha256, score: result.score, isScam: result.isScam, result, createdAt: clock.now() })
        .catch((error: unknown) => logger.warn({ err: error }, 'Could not record an image analysis'));
      return result;
    },
  };
}
