import {
  AnalyzeMessageRequestSchema,
  ErrorBodySchema,
  MESSAGE_MAX_CHARS,
  MessageAnalysisResultSchema,
} from '@scamcheck/shared';
import { recordUsage } from '../admin/usage-recorder';
import type { RouteModule } from '../route-module';
import { readMessageRequest } from './message-request';

export const ANALYZE_MESSAGE_PATH = '/api/analyze-message';

/** POST /api/analyze-message: one pasted message in, a scored analysis out; the text is not kept. */
export const messagesRoutes: RouteModule = (router, { container, openapi }) => {
  openapi.register({
    method: 'post',
    path: ANALYZE_MESSAGE_PATH,
    summary:
      'Check a pasted SMS, e-mail, chat or social-media message for scams (verdict, scam family, red flags, links, advice)',
    tags: ['analysis'],
    request: { body: AnalyzeMessageRequestSchema },
    responses: {
      200: { description: 'The analysis', schema: MessageAnalysisResultSchema },
      400: {
        description: "'Please paste a message to check', an unknown channel, or malformed JSON",
        schema: ErrorBodySchema,
      },
      413: {
        description: `Longer than ${MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters`,
        schema: ErrorBodySchema,
      },
      415: { description: 'The body is not JSON', schema: ErrorBodySchema },
      429: { description: 'Hourly plan allowance used up', schema: ErrorBodySchema },
    },
  });

  router.post(ANALYZE_MESSAGE_PATH, (req, res) => {
    const { text, channel } = readMessageRequest(req.body);
    const result = container.messages.analyze({ text, channel });
    recordUsage(container, req, { kind: 'message', score: result.score, band: result.band });
    // The verdict is about someone's private message: no cache may keep it.
    res.setHeader('Cache-Control', 'no-store');
    res.json(result);
  });
};
