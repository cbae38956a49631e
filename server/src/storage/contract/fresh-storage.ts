import { afterAll, beforeAll } from 'vitest';
import type { Storage, UserRecord } from '../ports';

export type OpenStorage = () => Promise<Storage>;

/** Opens an empty storage for the enclosing describe block and closes it afterwards. */
export function useFreshStorage(open: OpenStorage): () => Storage {
  let storage: Storage | undefined;
  beforeAll(async () => {
    storage = await open();
  });
  afterAll(async () => {
    await storage?.close();
  });
  return () => {
    if (storage === undefined) throw new Error('Storage is not open yet (use it inside a test)');
    return storage;
  };
}

const HOUR_MS = 60 * 60 * 1000;

/** A fixed point in time plus/minus hours, so no test depends on the wall clock. */
export function at(hoursFromBase: number, base = new Date('2030-01-15T12:00:00.000Z')): Date {
  return new Date(base.getTime() + hoursFromBase * HOUR_MS);
}

export function hoursFromNow(hours: number): Date {
  return new Date(Date.now() + hours * HOUR_MS);
}

/** An id of the right shape that no storage ever hands out. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Signs in a Google account named by its subject (the email follows from it). */
export function signIn(storage: Storage, subject: string, name: string | null = null): Promise<UserRecord> {
  return storage.users.signIn(
    { provider: 'google', subject, email: `${subject}@example.com`, name, avatarUrl: null },
    at(0),
  );
}
