/**
 * Tables of the PostgreSQL adapter (PGlite and node-postgres alike), grouped by what they hold.
 * After editing, run `pnpm --filter @scamcheck/server db:generate` and commit the new file in
 * server/drizzle/.
 */
export * from './account-tables';
export * from './check-tables';
export * from './community-tables';
export * from './list-tables';
