import { ErrorBodySchema, IMAGE_FIELD_NAME, ImageAnalysisResultSchema } from '@scamcheck/shared';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { recordUsage } from '../admin/usage-recorder';
import type { RouteModule } from '../route-module';
import { uploadImage } from './upload-image';

const UploadSchema = z.object({
  [IMAGE_FIELD_NAME]: z
    .string()
    .meta({ format: 'binary', description: 'JPEG, PNG, GIF or WEBP, at most 5 MB' }),
});

/** POST /api/analyze-image: one image in, a scored analysis out; the image is not kept. */
export const imagesRoutes: RouteModule = (router, { container, openapi }) => {
  openapi.register({
    method: 'post',
    path: '/api/analyze-image',
    summary: 'Analyse a screenshot or image for scam signs (OCR, text rules, links, optional vision model)',
    tags: ['analysis'],
    request: { body: UploadSchema, bodyContentType: 'multipart/form-data' },
    responses: {
      200: { description: 'The analysis', schema: ImageAnalysisResultSchema },
      400: {
        description: 'Not a JPEG, PNG, GIF or WEBP image, or a malformed upload',
        schema: ErrorBodySchema,
      },
      413: { description: 'Larger than 5 MB', schema: ErrorBodySchema },
      429: { description: 'Hourly plan allowance used up', schema: ErrorBodySchema },
    },
  });

  router.post('/api/analyze-image', uploadImage, async (req, res) => {
    if (req.file === undefined) throw new AppError('BAD_REQUEST', 'Please choose an image to analyze');
    const controller = new AbortController();
    // A visitor who gives up should not keep a vision request running.
    res.on('close', () => controller.abort());
    const result = await container.images.analyze(req.file.buffer, controller.signal);
    recordUsage(container, req, { kind: 'image', score: result.score });
    res.setHeader('Cache-Control', 'no-store');
    res.json(result);
  });
};
