import { parse } from 'csv-parse/sync';

export type CsvOptions = {
  /** Leave out rows the parser cannot read (a stray quote) instead of failing: for downloaded dumps. */
  skipBadRows?: boolean;
};

/**
 * CSV text as rows of fields (csv-parse): RFC 4180 quoting ("" escapes, commas and line breaks inside
 * quotes), LF, CRLF or CR line ends, mixed; a leading byte-order mark and rows with no value are
 * dropped; rows may differ in length.
 */
export function parseCsv(text: string, { skipBadRows = false }: CsvOptions = {}): string[][] {
  return parse(text, {
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    skip_records_with_error: skipBadRows,
  });
}
