// pnpm eval:urls <file.csv> [--errors N] [--lexical]
// Scores every `url,label` row with the server engine's offline mode — the code path `POST /api/analyze`
// takes with LIVE_CHECKS=off, bundled data included — and prints precision, recall, F1 and false-positive
// rate at both band thresholds, ROC AUC, speed and, when the file has a `source` column, the bands per
// source. The last line is one JSON object. `--lexical` scores with the browser-safe lexical engine alone
// (what the extension badge shows before the server answers).
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { analyzeLexical } from '@scamcheck/shared';
import { parseLabeledUrls } from '../src/eval/csv';
import { evaluate, summaryJson, type ScoreFn } from '../src/eval/evaluate';
import { formatErrors, formatEvaluation } from '../src/eval/format-evaluation';
import { createOfflineEngine } from '../src/eval/offline-engine';
import { breakdownBySource, formatSourceBreakdown } from '../src/eval/source-breakdown';

type Args = { file: string; errors: number; lexical: boolean };

function parseArgs(argv: readonly string[]): Args {
  const errorsAt = argv.indexOf('--errors');
  const errors = errorsAt >= 0 ? Number(argv[errorsAt + 1] ?? '20') : 0;
  const file = argv.find((arg, index) => !arg.startsWith('--') && (errorsAt < 0 || index !== errorsAt + 1));
  if (file === undefined) {
    console.error(
      'Usage: pnpm eval:urls <file.csv> [--errors N] [--lexical]   (columns url,label[,source]; label phishing|legitimate)',
    );
    process.exit(2);
  }
  // pnpm runs this script from server/; a relative path means relative to where the user typed it.
  const base = process.env.INIT_CWD ?? process.cwd();
  return { file: isAbsolute(file) ? file : resolve(base, file), errors, lexical: argv.includes('--lexical') };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const { rows, skipped } = parseLabeledUrls(readFileSync(args.file, 'utf8'));
  if (rows.length === 0) throw new Error(`No labelled rows in ${args.file}`);
  const engine = args.lexical ? null : await createOfflineEngine();
  let refused = 0;
  // A URL the API refuses (400) is never rated Trusted: it is scored 0 here and counted below.
  const scoreUrl: ScoreFn = engine
    ? async (url) => {
        const verdict = await engine.judge(url);
        if ('refused' in verdict) {
          refused++;
          return 0;
        }
        return verdict.report.score;
      }
    : (url) => analyzeLexical(url).score;
  try {
    const evaluation = await evaluate(rows, scoreUrl);
    console.log(`Engine: ${args.lexical ? 'lexical (browser-safe)' : 'server, offline (LIVE_CHECKS=off)'}`);
    console.log(formatEvaluation(evaluation, skipped));
    if (!args.lexical)
      console.log(`Refused by input validation (scored 0): ${refused} of ${evaluation.n} rows`);
    if (rows.some((row) => row.source !== undefined && row.source !== '')) {
      console.log(`\n${formatSourceBreakdown(breakdownBySource(evaluation.scored))}`);
    }
    if (args.errors > 0) console.log(`\n${formatErrors(evaluation, args.errors)}`);
    console.log(summaryJson(evaluation));
  } finally {
    await engine?.close();
  }
}

await main();
