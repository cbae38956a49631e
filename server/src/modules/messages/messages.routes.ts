import {
  AnalyzeMessageRequestSchema,
  MESSAGE_MAX_CHARS,
  MessageAnalysisResultSchema,
} from '@scamcheck/shared';
import type { Container } from '../../container';
import { defineRoute, reply, type Route, type RouteMeter } from '../../http/define-route';
import { recordUsage } from '../admin/usage-recorder';
import { readMessageRequest } from './message-request';

export const ANALYZE_MESSAGE_PATH = '/api/analyze-message';

type MessagesDeps = Pick<Container, 'messages' | 'storage' | 'clock' | 'logger'>;

/** POST /api/analyze-message: one pasted message in, a scored analysis out; the text is not kept. */
export function messagesRoutes(deps: MessagesDeps, messageAllowance: RouteMeter): Route[] {
  return [
    defineRoute({
      method: 'post',
      path: ANALYZE_MESSAGE_PATH,
      summary:
        'Check a pasted SMS, e-mail, chat or social-media message for scams (verdict, scam family, red flags, links, advice)',
      tags: ['analysis'],
      auth: 'public',
      // The message classifier and family rules, and the lexical engine on every link in it.
      meter: messageAllowance,
      // The verdict is about someone's private message: no cache may keep it.
      cacheControl: 'no-store',
      request: { body: AnalyzeMessageRequestSchema, readBody: readMessageRequest },
      responses: {
        200: { description: 'The analysis', schema: MessageAnalysisResultSchema },
        400: { description: "'Please paste a message to check', an unknown channel, or malformed JSON" },
        413: { description: `Longer than ${MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters` },
        415: { description: 'The body is not JSON' },
      },
      handler: ({ req, body: { text, channel } }) => {
        const result = deps.messages.analyze({ text, channel });
        recordUsage(deps, req, { kind: 'message', score: result.score, band: result.band });
        return reply(200, result);
      },
    }),
  ];
}
