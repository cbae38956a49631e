import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('splits plain fields and lines (LF or CRLF)', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('"http://x.example/a,b","say ""hi""","two\nlines"\n')).toEqual([
      ['http://x.example/a,b', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('ignores a byte-order mark and blank lines, and keeps empty fields', () => {
    expect(parseCsv('\uFEFFurl,label\n\n,x\n')).toEqual([
      ['url', 'label'],
      ['', 'x'],
    ]);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(parseCsv('url\nhttp://a.example/?q="x"\n')).toEqual([['url'], ['http://a.example/?q="x"']]);
  });

  it('fails on a quote left open, or keeps the rows before it when asked to skip bad rows', () => {
    const text = 'url\nhttp://a.example/\n"http://b.example/\nhttp://c.example/\n';
    expect(() => parseCsv(text)).toThrow(/Quote Not Closed/);
    expect(parseCsv(text, { skipBadRows: true })).toEqual([['url'], ['http://a.example/']]);
  });
});
