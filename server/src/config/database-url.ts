import { z } from 'zod';

/** DATABASE_URL decides the storage adapter; the data folder for embedded PGlite comes from DATA_DIR. */
export type DatabaseTarget =
  { adapter: 'pglite' } | { adapter: 'pglite-memory' } | { adapter: 'postgres'; url: string };

/** `label` names the storage in the startup line; `target` names it, password hidden, in error lines. */
export type StorageConfig =
  | { adapter: 'pglite'; dataDir: string; label: string; target: string }
  | { adapter: 'pglite-memory'; label: string; target: string }
  | { adapter: 'postgres'; url: string; label: string; target: string };

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
          ctx.addIssue({ code: 'custom', message: 'MongoDB adapter is not available in this build' });
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
  }
}
