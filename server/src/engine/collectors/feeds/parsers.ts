import { parseCsv } from '../../../lib/csv';
import { indicatorsFromUrls, type FeedEntry } from './indicators';
import { readSingleZipEntry } from './zip';

export type FeedParser = (body: Uint8Array) => FeedEntry[];

export interface PopularityEntry {
  domain: string;
  rank: number;
}

const text = (body: Uint8Array): string =>
  Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');

function lines(body: Uint8Array): string[] {
  return text(body)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** OpenPhish community feed: one URL per line. */
export const parseOpenPhish: FeedParser = (body) => indicatorsFromUrls(lines(body));

/** URLhaus text export: one URL per line, `#` comment lines. */
export const parseUrlhausText: FeedParser = (body) => indicatorsFromUrls(lines(body));

/** PhishTank CSV dump: a header row naming a `url` column; fields may be quoted. */
export const parsePhishTankCsv: FeedParser = (body) => {
  const [header, ...rows] = parseCsv(text(body), { skipBadRows: true });
  if (header === undefined) return [];
  const urlColumn = header.findIndex((name) => name.trim().toLowerCase() === 'url');
  if (urlColumn < 0) throw new Error('PhishTank CSV has no url column');
  return indicatorsFromUrls(rows.map((row) => row[urlColumn] ?? ''));
};

/**
 * Tranco-style popularity list: `rank,domain` lines, plain or as the single CSV inside a `.zip`.
 * A header line, blank lines and malformed rows are skipped.
 */
export function parsePopularityList(body: Uint8Array, url: string, maxBytes: number): PopularityEntry[] {
  const csv = new URL(url).pathname.toLowerCase().endsWith('.zip')
    ? readSingleZipEntry(body, maxBytes).data
    : body;
  const entries: PopularityEntry[] = [];
  for (const [rankText = '', domainText = ''] of parseCsv(text(csv), { skipBadRows: true })) {
    const rank = Number(rankText.trim());
    const domain = domainText.trim().toLowerCase().replace(/\.$/, '');
    if (Number.isInteger(rank) && rank > 0 && domain.includes('.')) entries.push({ domain, rank });
  }
  return entries;
}
