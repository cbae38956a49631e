// Usage events for the analytics dashboard and the personal history: one row per analysis, image
// check, new conversation and sign-in. Recording is fire-and-forget: a storage failure is logged and
// never changes the answer the caller gets.
import { bandForScore, CLIENT_HEADER_NAME } from '@scamcheck/shared';
import type { Request } from 'express';
import type { Container } from '../../container';
import { isExtensionRequest } from '../../http/credential-scope';
import type { NewUsageEvent, UsageChannel, UserRecord } from '../../storage/ports';

export function usageChannel(req: Request): UsageChannel {
  if (req.authMethod === 'api-key') return 'api_key';
  // The browser extension names itself with `X-ScamCheck-Client: extension`.
  const client = req.get(CLIENT_HEADER_NAME);
  if (client === 'extension' || isExtensionRequest(req)) return 'extension';
  return 'web';
}

export type UsageDetail = Pick<NewUsageEvent, 'kind'> &
  Partial<Pick<NewUsageEvent, 'domain' | 'score' | 'band'>> & {
    /** Defaults to the request's caller. */
    user?: UserRecord | null;
  };

export function recordUsage(
  container: Pick<Container, 'storage' | 'clock' | 'logger'>,
  req: Request,
  { kind, domain = null, score = null, band, user = req.user ?? null }: UsageDetail,
): void {
  const event: NewUsageEvent = {
    kind,
    userId: user?.id ?? null,
    plan: user?.plan ?? null,
    channel: usageChannel(req),
    domain,
    score,
    band: band ?? (score === null ? null : bandForScore(score)),
    createdAt: container.clock.now(),
  };
  try {
    container.storage.usageEvents
      .record(event)
      .catch((error: unknown) => container.logger.warn({ err: error, kind }, 'Recording usage failed'));
  } catch (error) {
    container.logger.warn({ err: error, kind }, 'Recording usage failed');
  }
}
