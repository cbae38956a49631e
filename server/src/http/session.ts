import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { StorageSessionStore } from '../storage/session-store';
import type { Storage } from '../storage/ports';

export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Cookie sessions kept in storage (never express-session's MemoryStore, which leaks and cannot scale). */
export function sessionMiddleware(config: Config, storage: Storage): RequestHandler {
  return session({
    name: config.session.cookieName,
    secret: config.session.secret,
    store: new StorageSessionStore(storage.sessions),
    resave: false,
    saveUninitialized: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.session.isSecure,
      path: '/',
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
}

/** Deletes expired sessions every hour so the table does not grow forever; returns a stop function. */
export function scheduleSessionPurge(storage: Storage, onError: (error: unknown) => void): () => void {
  const timer = setInterval(
    () => {
      storage.sessions.purgeExpired(new Date()).catch(onError);
    },
    60 * 60 * 1000,
  );
  timer.unref();
  return () => clearInterval(timer);
}
