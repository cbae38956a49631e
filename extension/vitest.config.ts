import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// WxtVitest reads wxt.config.ts and swaps `wxt/browser` for an in-memory fake of the extension APIs
// (@webext-core/fake-browser). `root` matters because the workspace runs vitest from the repository root.
// Tests run in node (real loopback HTTP servers); component tests opt into jsdom per file.
export default defineProject({
  plugins: [WxtVitest({ root: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'extension',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'entrypoints/**/*.test.{ts,tsx}'],
  },
});
