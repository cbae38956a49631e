import { defineConfig } from 'tsup';

// The server, dist/main.js. @scamcheck/shared ships TypeScript source, so it is bundled;
// the server's own dependencies stay external and load from node_modules.
export default defineConfig({
  // The image reader's child process (sharp and OCR, docs/performance.md) is a second file beside it.
  entry: { main: 'src/main.ts', 'image-reader-child': 'src/images/ocr/image-reader-child.ts' },
  outDir: 'dist',
  format: 'esm',
  target: 'node20',
  platform: 'node',
  noExternal: ['@scamcheck/shared'],
  sourcemap: true,
  clean: true,
  splitting: false,
});
