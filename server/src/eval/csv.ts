import { parseCsv } from '../lib/csv';

export type LabeledUrl = {
  url: string;
  isPhishing: boolean;
  /** The row's `source` column, when the file has one (per-source metrics). */
  source?: string;
  /** The row's `date` column (`YYYY` or `YYYY-MM`), when the file has one. */
  date?: string;
};

export type LabeledUrlFile = { rows: LabeledUrl[]; skipped: number };

/**
 * Reads a `url,label` file (label `phishing` or `legitimate`, other columns ignored, columns found by
 * header name in any order). Rows with another label or an empty URL are counted as skipped.
 */
export function parseLabeledUrls(text: string): LabeledUrlFile {
  const [header, ...records] = parseCsv(text);
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const urlColumn = columns.indexOf('url');
  const labelColumn = columns.indexOf('label');
  const sourceColumn = columns.indexOf('source');
  const dateColumn = columns.indexOf('date');
  if (urlColumn < 0 || labelColumn < 0)
    throw new Error('The CSV needs a header with "url" and "label" columns.');
  const rows: LabeledUrl[] = [];
  let skipped = 0;
  for (const record of records) {
    const url = (record[urlColumn] ?? '').trim();
    const label = (record[labelColumn] ?? '').trim().toLowerCase();
    if (url === '' || (label !== 'phishing' && label !== 'legitimate')) {
      skipped++;
      continue;
    }
    const row: LabeledUrl = { url, isPhishing: label === 'phishing' };
    if (sourceColumn >= 0) row.source = (record[sourceColumn] ?? '').trim();
    if (dateColumn >= 0) row.date = (record[dateColumn] ?? '').trim();
    rows.push(row);
  }
  return { rows, skipped };
}
