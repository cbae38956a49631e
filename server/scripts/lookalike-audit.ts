// pnpm --filter @scamcheck/server lookalike:audit [--list]
// False-positive audit of brand-impersonation detection: runs the offline engine over real sites
// (Tranco top 100k domains, the `legitimate` rows of urls-train.csv and dev-urls.csv) and counts how
// many get a lookalike (the "Did you mean …?" brand); then, as an indication only, how many `phishing`
// rows per source name a brand. `--list` prints every flagged real site with its brand and technique.
// Reads ../shared (outside the repo); prints numbers only.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeLexical, type Lookalike } from '@scamcheck/shared';
import { parseCsv } from '../src/lib/csv';

type Row = { url: string; label: string; source: string };

const SETS = {
  popular: 'data/popular-domains.csv',
  train: 'data/urls-train.csv',
  dev: 'eval/dev-urls.csv',
} as const;

function sharedFile(relative: string): string {
  const base = process.env.INIT_CWD ?? process.cwd();
  const candidates = [resolve(base, '../shared', relative), resolve(base, '../../shared', relative)];
  const found = candidates.find((path) => existsSync(path));
  if (found === undefined) throw new Error(`${relative} not found next to the repository (../shared).`);
  return found;
}

function readRows(relative: string, defaults: Partial<Row>): Row[] {
  const [header = [], ...records] = parseCsv(readFileSync(sharedFile(relative), 'utf8'));
  const column = (name: string) => header.indexOf(name);
  const [url, domain, label, source] = ['url', 'domain', 'label', 'source'].map(column);
  return records.map((record) => ({
    url: record[url ?? -1] ?? record[domain ?? -1] ?? '',
    label: record[label ?? -1] ?? defaults.label ?? '',
    source: record[source ?? -1] ?? defaults.source ?? '',
  }));
}

function lookalikeOf(url: string): Lookalike | null {
  return analyzeLexical(url).lookalike;
}

function describe(lookalike: Lookalike): string {
  return `${lookalike.brand} (${lookalike.officialDomain}, ${lookalike.technique})`;
}

function auditRealSites(name: string, rows: readonly Row[], list: boolean): void {
  const flagged = rows.flatMap((row) => {
    const lookalike = lookalikeOf(row.url);
    return lookalike ? [{ row, lookalike }] : [];
  });
  const share = rows.length === 0 ? 0 : (100 * flagged.length) / rows.length;
  console.log(
    `${name}: ${flagged.length} of ${rows.length} real sites flagged as lookalikes (${share.toFixed(3)}%)`,
  );
  if (list) for (const { row, lookalike } of flagged) console.log(`  ${row.url}  →  ${describe(lookalike)}`);
}

function auditPhishing(name: string, rows: readonly Row[]): void {
  const bySource = new Map<string, { total: number; named: number }>();
  for (const row of rows) {
    const counts = bySource.get(row.source) ?? { total: 0, named: 0 };
    counts.total++;
    if (lookalikeOf(row.url)) counts.named++;
    bySource.set(row.source, counts);
  }
  for (const [source, { total, named }] of [...bySource].sort()) {
    console.log(
      `${name} phishing ${source || '(all)'}: ${named} of ${total} get a lookalike brand (${((100 * named) / total).toFixed(1)}%)`,
    );
  }
}

const list = process.argv.includes('--list');
const popular = readRows(SETS.popular, { label: 'legitimate', source: 'tranco' });
const train = readRows(SETS.train, {});
const dev = readRows(SETS.dev, { source: 'dev' });
const legitimate = (rows: readonly Row[]) => rows.filter((row) => row.label === 'legitimate');
const phishing = (rows: readonly Row[]) => rows.filter((row) => row.label === 'phishing');

auditRealSites('popular-domains (Tranco top 100k)', popular, list);
auditRealSites('urls-train legitimate', legitimate(train), list);
auditRealSites('dev-urls legitimate', legitimate(dev), list);
auditPhishing('urls-train', phishing(train));
auditPhishing('dev-urls', phishing(dev));
