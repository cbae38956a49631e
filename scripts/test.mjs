// `pnpm test`: install if needed, build what the end-to-end tests load, run every test once,
// and close with a plain "N passed, N failed, N skipped" line.
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, ensureInstalled, ROOT, runPnpm } from './lib.mjs';

ensureInstalled();
buildIfStale(['web', 'server', 'extension']);

const resultsDir = join(ROOT, '.test-results');
mkdirSync(resultsDir, { recursive: true });
const resultsFile = join(resultsDir, 'vitest.json');
const status = runPnpm([
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
  ...process.argv.slice(2),
]);

try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const skipped = results.numPendingTests + results.numTodoTests;
  console.log(
    `\nTests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`,
  );
} catch {
  console.log('\nTests: no results file was written');
}
process.exit(status);
