import { describe, expect, it } from 'vitest';
import {
  asJson,
  compareBytes,
  containsText,
  everyDay,
  isDuplicateKeyError,
  searchText,
  utcDays,
} from './query';

describe('containsText', () => {
  it.each([
    ['a.b', 'shop-a.b.example', true],
    ['a.b', 'axb.example', false],
    ['SHOP', 'delta-shop.example', true],
    ['(x)+', 'call (x)+ now', true],
    ['(x)+', 'xx', false],
    ['[ab]', 'a', false],
    ['^start', 'the ^start', true],
    ['$', 'price: $5', true],
    ['$', 'no dollar', false],
    ['\\d', 'C:\\data', true],
    ['\\d', '42', false],
    ['%', 'a_b.test', false],
    ['_', 'a_b.test', true],
  ])('matches %j literally and case-insensitively in %j: %s', (typed, text, expected) => {
    expect(containsText(typed).test(text)).toBe(expected);
  });

  it('writes a NUL byte as an escape, which BSON can carry, and still matches it', () => {
    const pattern = containsText('a\0b');
    expect(pattern.source).not.toContain('\0');
    expect(pattern.test('xa\0by')).toBe(true);
  });
});

describe('searchText', () => {
  it('trims, and treats blank input as no search', () => {
    expect(searchText('  shop ')).toBe('shop');
    expect(searchText('   ')).toBeNull();
    expect(searchText(undefined)).toBeNull();
  });
});

describe('asJson', () => {
  it('gives back what a PostgreSQL JSON column gives back', () => {
    expect(
      asJson({ at: new Date('2030-01-15T12:00:00.000Z'), gone: undefined, list: [1, undefined], nested: {} }),
    ).toEqual({ at: '2030-01-15T12:00:00.000Z', list: [1, null], nested: {} });
    expect(asJson(undefined)).toBeNull();
    expect(asJson(false)).toBe(false);
    expect(asJson('text')).toBe('text');
  });
});

describe('compareBytes', () => {
  it('sorts as PostgreSQL\'s "C" collation and MongoDB without a collation do', () => {
    const sorted = ['b.example', 'a_b.test', 'Zeta.example', 'alpha.example', 'é.example', 'axb.test'].sort(
      compareBytes,
    );
    expect(sorted).toEqual([
      'Zeta.example',
      'a_b.test',
      'alpha.example',
      'axb.test',
      'b.example',
      'é.example',
    ]);
  });
});

describe('isDuplicateKeyError', () => {
  it('recognises E11000 only', () => {
    expect(isDuplicateKeyError(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }))).toBe(true);
    expect(isDuplicateKeyError(Object.assign(new Error('other'), { code: 11600 }))).toBe(false);
    expect(isDuplicateKeyError('E11000')).toBe(false);
  });
});

describe('utcDays', () => {
  const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

  it('lists every UTC day of [from, to), the day `to` starts on excluded', () => {
    expect(utcDays(range('2030-01-30T00:00:00Z', '2030-02-02T00:00:00Z'))).toEqual([
      '2030-01-30',
      '2030-01-31',
      '2030-02-01',
    ]);
  });

  it('includes the partial first and last days', () => {
    expect(utcDays(range('2030-01-15T23:59:00Z', '2030-01-16T00:00:00.001Z'))).toEqual([
      '2030-01-15',
      '2030-01-16',
    ]);
    expect(utcDays(range('2030-01-15T08:00:00Z', '2030-01-15T09:00:00Z'))).toEqual(['2030-01-15']);
  });

  it('counts days in UTC whatever offset the instants were written with', () => {
    expect(utcDays(range('2030-03-01T01:00:00+02:00', '2030-03-01T10:00:00+02:00'))).toEqual([
      '2030-02-28',
      '2030-03-01',
    ]);
  });

  it('is empty for an empty range at midnight', () => {
    expect(utcDays(range('2030-01-15T00:00:00Z', '2030-01-15T00:00:00Z'))).toEqual([]);
  });
});

describe('everyDay', () => {
  it('fills days without rows with zeros, in the order of the days', () => {
    expect(
      everyDay(
        ['2030-01-01', '2030-01-02', '2030-01-03'],
        [{ _id: '2030-01-02', total: 3, scams: 1 }],
        ['total', 'scams'],
      ),
    ).toEqual([
      { day: '2030-01-01', total: 0, scams: 0 },
      { day: '2030-01-02', total: 3, scams: 1 },
      { day: '2030-01-03', total: 0, scams: 0 },
    ]);
  });
});
