import { describe, expect, it } from 'vitest';
import { buildZip } from '../../../test-support';
import { readSingleZipEntry } from './zip';

const csv = Buffer.from('1,google.com\n2,facebook.com\n');

describe('reading the single file of a ZIP archive', () => {
  it.each(['deflated', 'stored'] as const)('extracts a %s entry', (method) => {
    const { name, data } = readSingleZipEntry(buildZip([{ name: 'top-1m.csv', data: csv, method }]), 1024);
    expect(name).toBe('top-1m.csv');
    expect(data.toString()).toBe(csv.toString());
  });

  it('ignores directory entries', () => {
    const zip = buildZip([
      { name: 'list/', data: Buffer.alloc(0), method: 'stored' },
      { name: 'list/top.csv', data: csv },
    ]);
    expect(readSingleZipEntry(zip, 1024).data.toString()).toBe(csv.toString());
  });

  it.each([
    [
      'more than one file',
      buildZip([
        { name: 'a.csv', data: csv },
        { name: 'b.csv', data: csv },
      ]),
      /exactly one file/,
    ],
    [
      'a file larger than the cap',
      buildZip([{ name: 'a.csv', data: Buffer.alloc(5000) }]),
      /larger than 1024/,
    ],
    ['a CRC that does not match', buildZip([{ name: 'a.csv', data: csv, crc: 1234 }]), /CRC/],
    ['bytes that are not a ZIP', Buffer.from('rank,domain\n1,google.com\n'.repeat(3)), /Not a ZIP/],
  ])('refuses %s', (_case, archive, message) => {
    expect(() => readSingleZipEntry(archive, 1024)).toThrow(message);
  });
});
