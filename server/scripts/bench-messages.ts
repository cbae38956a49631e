// pnpm bench:messages [file.csv]
// Texts per second through the whole message analyzer on one core (this process), over the rows of a
// CSV with a `text` column (default: the hand-written examples), after a warm-up pass.
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { findServerPackageRoot } from '../src/lib/package-root';
import { createMessageAnalyzer } from '../src/messages/message-analyzer';
import { readCsvRecords } from '../src/messages/training/read-csv';

const root = findServerPackageRoot(import.meta.url);
const arg = process.argv[2];
const base = process.env.INIT_CWD ?? process.cwd();
const file =
  arg === undefined
    ? join(root, 'src/messages/data/handwritten-messages.csv')
    : isAbsolute(arg)
      ? arg
      : resolve(base, arg);
const texts = readCsvRecords(readFileSync(file, 'utf8'))
  .map((row) => row.text ?? '')
  .filter((text) => text.trim() !== '');

const loadStarted = performance.now();
const analyzer = createMessageAnalyzer();
const loadMs = performance.now() - loadStarted;
for (const text of texts) analyzer.analyze({ text });

const ROUNDS = Math.max(1, Math.ceil(4000 / texts.length));
const started = performance.now();
for (let round = 0; round < ROUNDS; round += 1) for (const text of texts) analyzer.analyze({ text });
const seconds = (performance.now() - started) / 1000;
const count = ROUNDS * texts.length;
const meanChars = texts.reduce((sum, text) => sum + text.length, 0) / texts.length;
console.log(`model load ${loadMs.toFixed(0)} ms`);
console.log(
  `${count} texts (mean ${meanChars.toFixed(0)} chars) in ${seconds.toFixed(2)} s: ${(count / seconds).toFixed(0)} texts/s on one core`,
);
console.log(
  JSON.stringify({
    texts: count,
    seconds: Number(seconds.toFixed(3)),
    textsPerSecond: Math.round(count / seconds),
  }),
);
