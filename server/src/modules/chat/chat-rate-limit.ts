// Messages per hour per visitor: signed-in users by account, anonymous visitors by address (IPv6 by
// /56). Counted in this process; a chat reply is cheap to refuse and the limit only curbs abuse.
import type { Request } from 'express';
import { currentUser } from '../../http/auth-guards';
import { addressKey } from '../../http/client-address';
import { memoryRateLimit, type MemoryRateLimit } from '../../http/memory-rate-limit';

const WINDOW_SECONDS = 60 * 60;

export function chatVisitorKey(req: Request): string {
  const user = currentUser(req);
  return user === null ? addressKey(req.ip) : `user:${user.id}`;
}

export function chatRateLimit(messagesPerHour: number): MemoryRateLimit {
  return memoryRateLimit({
    keyPrefix: 'chat',
    points: messagesPerHour,
    durationSeconds: WINDOW_SECONDS,
    keyOf: chatVisitorKey,
  });
}
