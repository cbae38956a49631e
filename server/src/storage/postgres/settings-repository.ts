import { eq } from 'drizzle-orm';
import type { SettingsRepository } from '../ports';
import type { Db } from './database';
import { settings } from './schema';

export function createSettingsRepository(db: Db): SettingsRepository {
  return {
    async get(key) {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value ?? null;
    },

    async set(key, value) {
      // null and undefined mean "no value": the key is removed, so get() answers null as for a missing key.
      if (value === null || value === undefined) {
        await db.delete(settings).where(eq(settings.key, key));
        return;
      }
      const updatedAt = new Date();
      await db
        .insert(settings)
        .values({ key, value, updatedAt })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } });
    },
  };
}
