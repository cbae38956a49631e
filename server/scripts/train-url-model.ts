// pnpm --filter @scamcheck/server train:url-model <file.csv> [--folds 5] [--max-fpr 0.04] [--l2 5]
//   [--floor 40] [--version V] [--write] [--diagnose] [--ablate]
// Trains the lexical URL structure model on a labelled `url,label` file given on the command line (the
// file is read, never copied), prints the grouped k-fold cross-validation estimate (folds by registrable
// domain) and the in-sample result, and with --write replaces shared/src/data/url-model.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BAND_THRESHOLDS } from '@scamcheck/shared';
import { parseLabeledUrls } from '../src/eval/csv';
import { metricsAtThreshold, rocAuc, type ThresholdMetrics } from '../src/eval/metrics';
import { diagnoseRuleWeights } from '../src/eval/rule-weight-diagnosis';
import { ablate } from '../src/eval/url-model-ablation';
import { crossValidate } from '../src/eval/url-model-cross-validation';
import { formatUrlModelFile } from '../src/eval/url-model-file';
import { buildTrainingRows, finalScore, trainUrlModel } from '../src/eval/url-model-training';

const MODEL_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../shared/src/data/url-model.ts');

type Args = {
  file: string;
  folds: number;
  maxFpr: number;
  l2: number;
  floor: number;
  version: string;
  write: boolean;
  diagnose: boolean;
  ablate: boolean;
  threshold: number;
};

function parseArgs(argv: readonly string[]): Args {
  const option = (name: string, fallback: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? (argv[at + 1] ?? fallback) : fallback;
  };
  const valued = new Set(['--folds', '--max-fpr', '--l2', '--floor', '--version', '--threshold']);
  const file = argv.find((arg, i) => !arg.startsWith('--') && !valued.has(argv[i - 1] ?? ''));
  if (file === undefined) {
    console.error(
      'Usage: train:url-model <file.csv> [--folds 5] [--max-fpr 0.04] [--l2 1] [--write] [--diagnose]',
    );
    process.exit(2);
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  return {
    file: isAbsolute(file) ? file : resolve(base, file),
    folds: Number(option('folds', '5')),
    maxFpr: Number(option('max-fpr', '0.04')),
    l2: Number(option('l2', '5')),
    floor: Number(option('floor', '40')),
    version: option('version', new Date().toISOString().slice(0, 10)),
    write: argv.includes('--write'),
    diagnose: argv.includes('--diagnose'),
    ablate: argv.includes('--ablate'),
    threshold: Number(option('threshold', String(BAND_THRESHOLDS.trusted))),
  };
}

function describe(label: string, m: ThresholdMetrics, auc?: number): string {
  const parts = [
    `F1 ${m.f1.toFixed(4)}`,
    `FPR ${(m.falsePositiveRate * 100).toFixed(2)}%`,
    `precision ${(m.precision * 100).toFixed(2)}%`,
    `recall ${(m.recall * 100).toFixed(2)}%`,
  ];
  if (auc !== undefined) parts.push(`AUC ${auc.toFixed(4)}`);
  return `${label.padEnd(26)}${parts.join('  ')}`;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const { rows: labeled } = parseLabeledUrls(readFileSync(args.file, 'utf8'));
  const rows = buildTrainingRows(labeled);
  const groups = new Set(rows.map((row) => row.group)).size;
  console.log(
    `${rows.length} URLs from ${basename(args.file)}, ${groups} sites; threshold ${args.threshold}`,
  );
  const options = {
    l2: args.l2,
    maxFalsePositiveRate: args.maxFpr,
    ruleScoreFloor: args.floor,
    version: args.version,
    trainedOn: '',
    threshold: args.threshold,
  };

  const rules = rows.map((row) => ({ isPhishing: row.isPhishing, score: row.ruleScore }));
  console.log(describe('rules only', metricsAtThreshold(rules, args.threshold), rocAuc(rules)));
  const cv = crossValidate(rows, args.folds, options);
  console.log(describe(`grouped ${args.folds}-fold CV`, cv.pooled, cv.auc));
  cv.perFold.forEach((fold, i) => console.log(describe(`  fold ${i + 1}`, fold)));

  const trainedOn =
    `${basename(args.file)} (${rows.length} URLs); grouped ${args.folds}-fold CV at 70: ` +
    `F1 ${cv.pooled.f1.toFixed(3)}, FPR ${(cv.pooled.falsePositiveRate * 100).toFixed(1)}%`;
  const model = trainUrlModel(rows, { ...options, trainedOn });
  const final = rows.map((row) => ({ isPhishing: row.isPhishing, score: finalScore(row, model) }));
  console.log(describe('in-sample (all rows)', metricsAtThreshold(final, args.threshold), rocAuc(final)));

  if (args.diagnose) {
    console.log('\nRule weight check (extra points the data suggests; negative = take off more):');
    for (const advice of diagnoseRuleWeights(rows)) {
      console.log(
        `  ${advice.code.padEnd(32)} ${String(advice.rows).padStart(5)} rows  ` +
          `${(advice.phishingShare * 100).toFixed(0).padStart(3)}% phishing  ` +
          `now ${String(advice.currentPoints).padStart(4)}  extra ${advice.extraPoints.toFixed(1).padStart(6)}`,
      );
    }
  }
  if (args.ablate) {
    console.log('\nAblation (grouped CV with one feature family held constant):');
    for (const { family, cv: without } of ablate(rows, args.folds, options)) {
      console.log(describe(`  without ${family}`.padEnd(44), without.pooled, without.auc));
    }
  }
  if (args.write) {
    const command = `pnpm --filter @scamcheck/server train:url-model <file.csv> --threshold ${args.threshold} --max-fpr ${args.maxFpr} --l2 ${args.l2} --write`;
    writeFileSync(MODEL_FILE, formatUrlModelFile(model, command));
    console.log(`\nWrote ${MODEL_FILE}`);
  }
}

main();
