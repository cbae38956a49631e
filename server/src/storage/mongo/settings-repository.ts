import type { SettingsRepository } from '../ports';
import type { Models } from './models';
import { asJson } from './query';

export function createSettingsRepository({ settings }: Models): SettingsRepository {
  return {
    async get(key) {
      const row = await settings.findOne({ _id: key }).lean();
      return row?.value ?? null;
    },

    async set(key, value) {
      // null and undefined mean "no value": the key is removed, so get() answers null as for a missing key.
      if (value === null || value === undefined) {
        await settings.deleteOne({ _id: key });
        return;
      }
      await settings.replaceOne(
        { _id: key },
        { _id: key, value: asJson(value), updatedAt: new Date() },
        { upsert: true },
      );
    },
  };
}
