// pnpm eval:urls <file.csv> [--errors N]
// Scores every `url,label` row offline (no network) and prints precision, recall, F1 and false-positive
// rate at both band thresholds, ROC AUC and speed; the last line is one JSON object.
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { analyzeLexical } from '@scamcheck/shared';
import { parseLabeledUrls } from '../src/eval/csv';
import { evaluate, summaryJson, type ScoreFn } from '../src/eval/evaluate';
import { formatErrors, formatEvaluation } from '../src/eval/format-evaluation';

// The offline engine; the server engine's offline mode replaces this function when it exists.
const scoreUrl: ScoreFn = (url) => analyzeLexical(url).score;

function parseArgs(argv: readonly string[]): { file: string; errors: number } {
  const errorsAt = argv.indexOf('--errors');
  const errors = errorsAt >= 0 ? Number(argv[errorsAt + 1] ?? '20') : 0;
  const file = argv.find((arg, index) => !arg.startsWith('--') && (errorsAt < 0 || index !== errorsAt + 1));
  if (file === undefined) {
    console.error(
      'Usage: pnpm eval:urls <file.csv> [--errors N]   (columns url,label; label phishing|legitimate)',
    );
    process.exit(2);
  }
  // pnpm runs this script from server/; a relative path means relative to where the user typed it.
  const base = process.env.INIT_CWD ?? process.cwd();
  return { file: isAbsolute(file) ? file : resolve(base, file), errors };
}

async function main(): Promise<void> {
  const { file, errors } = parseArgs(process.argv.slice(2));
  const { rows, skipped } = parseLabeledUrls(readFileSync(file, 'utf8'));
  if (rows.length === 0) throw new Error(`No labelled rows in ${file}`);
  const evaluation = await evaluate(rows, scoreUrl);
  console.log(formatEvaluation(evaluation, skipped));
  if (errors > 0) console.log(`\n${formatErrors(evaluation, errors)}`);
  console.log(summaryJson(evaluation));
}

await main();
