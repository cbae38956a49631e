import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the Drizzle schema; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/storage/postgres/schema/',
  out: './drizzle',
});
