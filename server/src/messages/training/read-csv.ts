import { parseCsv } from '../../lib/csv';

/** A CSV file as records keyed by its header row's column names. */
export function readCsvRecords(text: string): Record<string, string>[] {
  const [header = [], ...body] = parseCsv(text);
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

/** One CSV field, quoted when it needs to be. */
export function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
