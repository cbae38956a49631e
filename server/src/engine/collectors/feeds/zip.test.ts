import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSingleZipEntry } from './zip';

const csv = Buffer.from('1,google.com\n2,facebook.com\n'.repeat(10));
const archive = zipSync({ 'top-1m.csv': csv });

/** The archive with one byte of the compressed data flipped. */
function damaged(): Uint8Array {
  const copy = archive.slice();
  copy[45] = (copy[45] ?? 0) ^ 0xff;
  return copy;
}

describe('reading the single file of a ZIP archive', () => {
  it.each([
    ['deflated', 6],
    ['stored', 0],
  ] as const)('extracts a %s entry', (_method, level) => {
    const { name, data } = readSingleZipEntry(zipSync({ 'top-1m.csv': [csv, { level }] }), 1024);
    expect(name).toBe('top-1m.csv');
    expect(data.toString()).toBe(csv.toString());
  });

  it('ignores directory entries', () => {
    const zip = zipSync({ 'list/': new Uint8Array(0), list: { 'top.csv': csv } });
    expect(readSingleZipEntry(zip, 1024).data.toString()).toBe(csv.toString());
  });

  it.each([
    ['more than one file', zipSync({ 'a.csv': csv, 'b.csv': csv }), /exactly one file/],
    ['a file larger than the cap', zipSync({ 'a.csv': Buffer.alloc(5000) }), /larger than 1024/],
    ['damaged compressed data', damaged(), /Not a readable ZIP|corrupt/],
    ['a truncated archive', archive.subarray(0, archive.length - 30), /Not a readable ZIP/],
    ['bytes that are not a ZIP', Buffer.from('rank,domain\n1,google.com\n'.repeat(3)), /Not a readable ZIP/],
  ])('refuses %s', (_case, bytes, message) => {
    expect(() => readSingleZipEntry(bytes, 1024)).toThrow(message);
  });
});
