import { IMAGE_FIELD_NAME, ImageAnalysisResultSchema } from '@scamcheck/shared';
import { z } from 'zod';
import type { Container } from '../../container';
import { AppError } from '../../http/app-error';
import { defineRoute, reply, type Route, type RouteMeter } from '../../http/define-route';
import { recordUsage } from '../admin/usage-recorder';
import { uploadImage } from './upload-image';

const UploadSchema = z.object({
  [IMAGE_FIELD_NAME]: z
    .string()
    .meta({ format: 'binary', description: 'JPEG, PNG, GIF or WEBP, at most 5 MB' }),
});

type ImagesDeps = Pick<Container, 'images' | 'storage' | 'clock' | 'logger'>;

/** POST /api/analyze-image: one image in, a scored analysis out; the image is not kept. */
export function imagesRoutes(deps: ImagesDeps, screenshotAllowance: RouteMeter): Route[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/analyze-image',
      summary: 'Analyse a screenshot or image for scam signs (OCR, text rules, links, optional vision model)',
      tags: ['analysis'],
      auth: 'public',
      // OCR and, when configured, a vision model: counted before the upload is read.
      meter: screenshotAllowance,
      before: [uploadImage],
      cacheControl: 'no-store',
      request: { body: UploadSchema, bodyContentType: 'multipart/form-data' },
      responses: {
        200: { description: 'The analysis', schema: ImageAnalysisResultSchema },
        400: { description: 'Not a JPEG, PNG, GIF or WEBP image, or a malformed upload' },
        413: { description: 'Larger than 5 MB' },
      },
      handler: async ({ req, res }) => {
        if (req.file === undefined) throw new AppError('BAD_REQUEST', 'Please choose an image to analyze');
        const controller = new AbortController();
        // A visitor who gives up should not keep a vision request running.
        res.on('close', () => controller.abort());
        const result = await deps.images.analyze(req.file.buffer, controller.signal);
        recordUsage(deps, req, { kind: 'image', score: result.score });
        return reply(200, result);
      },
    }),
  ];
}
