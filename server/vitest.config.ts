import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Storage tests start PGlite (a WebAssembly Postgres) and run migrations, which takes seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
