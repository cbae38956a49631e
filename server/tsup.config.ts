import { defineConfig } from 'tsup';

// One runnable file, dist/main.js. @scamcheck/shared ships TypeScript source, so it is bundled;
// the server's own dependencies stay external and load from node_modules.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  outDir: 'dist',
  format: 'esm',
  target: 'node20',
  platform: 'node',
  noExternal: ['@scamcheck/shared'],
  sourcemap: true,
  clean: true,
  splitting: false,
});
