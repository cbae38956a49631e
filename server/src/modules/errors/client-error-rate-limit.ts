// Client error reports per address: enough for a real burst of failures on one page, not enough to
// fill the error console from one machine. Counted in this process, like the chat limit.
import type { RequestHandler } from 'express';
import { addressKey } from '../../http/client-address';
import { memoryRateLimit } from '../../http/memory-rate-limit';

export const CLIENT_ERRORS_PER_WINDOW = 20;
const WINDOW_SECONDS = 10 * 60;

export function clientErrorRateLimit(): RequestHandler {
  return memoryRateLimit({
    keyPrefix: 'client-errors',
    points: CLIENT_ERRORS_PER_WINDOW,
    durationSeconds: WINDOW_SECONDS,
    keyOf: (req) => addressKey(req.ip),
  });
}
