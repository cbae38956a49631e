import { loadConfig } from '../../config';
import { createLogger } from '../../lib/logger';
import { openStorage } from '../../storage/open-storage';
import type { Storage } from '../../storage/ports';
import type { EngineOptions } from '../run-analysis';

export const logger = createLogger('silent');
export const clock = { now: () => new Date() };
export const NO_COLLECTORS: EngineOptions['collectors'] = {
  dns: null,
  tls: null,
  rdap: null,
  page: null,
  safeBrowsing: null,
};

/** An empty in-memory storage whose popularity list ranks popular.com 40th. */
export async function openEngineStorage(): Promise<Storage> {
  const storage = await openStorage(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }).storage);
  await storage.popularity.replaceAll([{ domain: 'popular.com', rank: 40 }], new Date());
  return storage;
}
