import { defineConfig } from 'vitest/config';

// One run for the whole workspace: each package keeps its own vitest config (environment, setup files).
export default defineConfig({
  test: {
    projects: [
      'shared',
      'server',
      'web',
      'extension',
      'e2e',
      // The root scripts (plain Node.js, run before anything is installed).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
