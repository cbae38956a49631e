// pnpm train:messages [--holdout <source>[,<source>…]]
// Trains the message classifier on ../shared/data/messages-train.csv, the SpamAssassin corpus (npm), the
// hand-written examples and the blind batches of sessions 7 to 16 (TRAINING_PROBE_SESSIONS), and writes
// src/messages/model/message-model.json. With --holdout, those sources are left out of training, the model goes
// to tmp/message-model-without-<sources>.json and the held-out rows to tmp/holdout-<sources>.csv, ready for
// `pnpm eval:messages <csv> --model <json>`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findServerPackageRoot } from '../src/lib/package-root';
import { MODEL_RELATIVE_PATH } from '../src/messages/model/message-model';
import { csvField } from '../src/messages/training/read-csv';
import { trainMessageModel } from '../src/messages/training/train-message-model';
import { loadTrainingSet, TRAINING_PROBE_SESSIONS } from '../src/messages/training/training-rows';

const root = findServerPackageRoot(import.meta.url);
const args = process.argv.slice(2);
const holdoutArg = args[args.indexOf('--holdout') + 1];
const holdout = args.includes('--holdout') && holdoutArg !== undefined ? holdoutArg.split(',') : [];

const started = Date.now();
const set = loadTrainingSet(
  {
    shared: resolve(root, '../../shared/data/messages-train.csv'),
    handwritten: join(root, 'src/messages/data/handwritten-messages.csv'),
    probes: TRAINING_PROBE_SESSIONS.map((n) => join(root, `src/messages/data/probes-session${n}.csv`)),
  },
  holdout,
);
if (holdout.length > 0 && set.heldOut.length === 0) throw new Error(`No rows from ${holdout.join(', ')}`);
const model = trainMessageModel(set.rows, set.inputs, holdout);
const json = `${JSON.stringify(model, null, 1)}\n`;
let modelPath = join(root, MODEL_RELATIVE_PATH);
if (holdout.length > 0) {
  const name = holdout.join('+');
  mkdirSync(join(root, '../tmp'), { recursive: true });
  modelPath = join(root, `../tmp/message-model-without-${name}.json`);
  const csv = set.heldOut.map((row) => `${csvField(row.text)},${row.label}`).join('\n');
  writeFileSync(join(root, `../tmp/holdout-${name}.csv`), `text,label\n${csv}\n`);
  console.log(`held out ${set.heldOut.length} rows → tmp/holdout-${name}.csv`);
}
writeFileSync(modelPath, json);
console.log(`trained on ${set.rows.length} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`calibration fold: ${JSON.stringify(model.calibration)}`);
console.log(`wrote ${modelPath} (${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB)`);
