// Sessions (express-session rows) and settings (one JSON value per key).

export type SessionRepository = {
  /** The stored data, or null when unknown or expired. */
  get(sid: string): Promise<unknown>;
  set(sid: string, data: unknown, expiresAt: Date): Promise<void>;
  destroy(sid: string): Promise<void>;
  touch(sid: string, expiresAt: Date): Promise<void>;
  /** Deletes sessions expired at `now`; returns how many. */
  purgeExpired(now: Date): Promise<number>;
};

export type SettingsRepository = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
};
