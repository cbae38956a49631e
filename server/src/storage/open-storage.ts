import type { StorageConfig } from '../config';
import { openNodePostgres } from './postgres/open-node-postgres';
import { openPglite } from './postgres/open-pglite';
import { createPostgresStorage } from './postgres/postgres-storage';
import type { Storage } from './ports';

type OpenStorageOptions = { onBackgroundError?: (error: Error) => void };

/**
 * Opens the adapter the configuration names and applies pending migrations (on MongoDB: creates
 * missing indexes). Fails with a StorageOpenError whose message is fit to show the operator as is.
 */
export async function openStorage(config: StorageConfig, options: OpenStorageOptions = {}): Promise<Storage> {
  switch (config.adapter) {
    case 'pglite':
      return createPostgresStorage('pglite', await openPglite(config.dataDir, config.target));
    case 'pglite-memory':
      return createPostgresStorage('pglite-memory', await openPglite(null, config.target));
    case 'postgres': {
      const opened = await openNodePostgres({
        url: config.url,
        target: config.target,
        onPoolError: options.onBackgroundError,
      });
      return createPostgresStorage('postgres', opened);
    }
    case 'mongodb': {
      // Imported on demand: mongoose is only loaded by deployments that use MongoDB.
      const { openMongoStorage } = await import('./mongo/open-mongo');
      return openMongoStorage({
        url: config.url,
        target: config.target,
        onBackgroundError: options.onBackgroundError,
      });
    }
  }
}
