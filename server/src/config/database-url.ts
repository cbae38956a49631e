import { z } from 'zod';

/** DATABASE_URL decides the storage adapter; the data folder for embedded PGlite comes from DATA_DIR. */
export type DatabaseTarget =
  | { adapter: 'pglite' }
  | { adapter: 'pglite-memory' }
  | { adapter: 'postgres'; url: string }
  | { adapter: 'mongodb'; url: string };

/** `label` names the storage in the startup line; `target` names it, password hidden, in error lines. */
export type StorageConfig =
  | { adapter: 'pglite'; dataDir: string; label: string; target: string }
  | { adapter: 'pglite-memory'; label: string; target: string }
  | { adapter: 'postgres'; url: string; label: string; target: string }
  | { adapter: 'mongodb'; url: string; label: string; target: string };

/** Hides the password so a URL can be printed in logs and error lines. */
export function redactDatabaseUrl(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}

export function databaseUrlField() {
  return z
    .string()
    .optional()
    .transform((input, ctx): DatabaseTarget => {
      const value = input?.trim() ?? '';
      if (value === '') return { adapter: 'pglite' };
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
      switch (scheme ?? '') {
        case 'memory':
          return { adapter: 'pglite-memory' };
        case 'postgres':
        case 'postgresql':
          if (URL.canParse(value) && new URL(value).hostname !== '')
            return { adapter: 'postgres', url: value };
          ctx.addIssue({
            code: 'custom',
            message: `is not a valid PostgreSQL URL (got "${redactDatabaseUrl(value)}")`,
          });
          return z.NEVER;
        case 'mongodb':
        case 'mongodb+srv':
          if (isMongoUrl(value)) return { adapter: 'mongodb', url: value };
          ctx.addIssue({
            code: 'custom',
            message: `is not a valid MongoDB URL (got "${redactDatabaseUrl(value)}")`,
          });
          return z.NEVER;
        default:
          ctx.addIssue({
            code: 'custom',
            message: `must start with postgres://, postgresql://, mongodb://, mongodb+srv:// or memory:// (got "${redactDatabaseUrl(value)}")`,
          });
          return z.NEVER;
      }
    });
}

export function toStorageConfig(
  target: DatabaseTarget,
  dataDir: string,
  dataDirLabel: string,
): StorageConfig {
  switch (target.adapter) {
    case 'pglite':
      return { adapter: 'pglite', dataDir, label: `pglite at ${dataDirLabel}`, target: dataDirLabel };
    case 'pglite-memory':
      return { adapter: 'pglite-memory', label: 'pglite in memory', target: 'memory://' };
    case 'postgres': {
      const redacted = redactDatabaseUrl(target.url);
      return { adapter: 'postgres', url: target.url, label: `postgres at ${redacted}`, target: redacted };
    }
    case 'mongodb': {
      const redacted = redactDatabaseUrl(target.url);
      return { adapter: 'mongodb', url: target.url, label: `mongodb at ${redacted}`, target: redacted };
    }
  }
}

// scheme://[user[:password]@]host[:port][,host[:port]…][/database][?options]. WHATWG URL cannot
// parse the comma-separated host list of a replica set, so the shape is checked here and the driver
// parses the rest (its complaint becomes the startup error line).
const MONGO_URL = /^mongodb(\+srv)?:\/\/(?:[^@/?#]+@)?([^@/?#]+)(?:\/[^?#]*)?(?:\?[^#]*)?$/i;
const MONGO_HOST = /^(?:[a-z0-9._~%-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A MongoDB connection string with at least one well-formed host (exactly one for mongodb+srv). */
export function isMongoUrl(value: string): boolean {
  const match = MONGO_URL.exec(value);
  const hosts = match?.[2]?.split(',');
  if (match === null || hosts === undefined) return false;
  if (match[1] !== undefined && (hosts.length !== 1 || hosts[0]?.includes(':') === true)) return false;
  return hosts.every((host) => MONGO_HOST.test(host));
}
