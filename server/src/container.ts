import type { Config } from './config';
import { createLogger, type Logger } from './lib/logger';
import { openStorage } from './storage/open-storage';
import type { Storage } from './storage/ports';

/**
 * The composition root: everything the app needs, built once from the configuration. Features add
 * their services here (engine, feeds, ai…) and receive them from here; nothing else picks adapters.
 */
export type Container = {
  config: Config;
  logger: Logger;
  storage: Storage;
  clock: Clock;
  startedAt: Date;
};

export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export async function createContainer(
  config: Config,
  overrides: Partial<Container> = {},
): Promise<Container> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const clock = overrides.clock ?? systemClock;
  const storage =
    overrides.storage ??
    (await openStorage(config.storage, {
      onBackgroundError: (error) => logger.error({ err: error }, 'Database connection error'),
    }));
  return { config, logger, storage, clock, startedAt: clock.now(), ...overrides };
}

/** Releases what the container opened; safe to call more than once. */
export async function closeContainer(container: Container): Promise<void> {
  await container.storage.close();
}
