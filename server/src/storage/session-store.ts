import session, { type SessionData } from 'express-session';
import { z } from 'zod';
import type { SessionRepository } from './ports';

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

// What express-session itself reads back; everything else in the session passes through untouched.
const StoredSessionSchema = z.looseObject({
  cookie: z.looseObject({ originalMaxAge: z.number().nullable(), expires: z.coerce.date().nullish() }),
});

type Callback = (error?: unknown) => void;

/** express-session's Store over the storage port, so sessions live wherever the data lives. */
export class StorageSessionStore extends session.Store {
  constructor(private readonly sessions: SessionRepository) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.sessions.get(sid).then((data) => {
      const parsed = StoredSessionSchema.safeParse(data);
      callback(null, parsed.success ? parsed.data : null);
    }, callback);
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    this.sessions.set(sid, data, expiresAt(data)).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.sessions.destroy(sid).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  override touch(sid: string, data: SessionData, callback?: Callback): void {
    this.sessions.touch(sid, expiresAt(data)).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }
}

function expiresAt(data: SessionData): Date {
  const { expires } = data.cookie;
  if (expires instanceof Date) return expires;
  if (typeof expires === 'string') return new Date(expires);
  return new Date(Date.now() + DEFAULT_TTL_MS);
}
