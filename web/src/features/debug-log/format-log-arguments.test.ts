import { describe, expect, it } from 'vitest';
import { formatLogArguments } from './format-log-arguments';

const circular: { self?: unknown } = {};
circular.self = circular;

describe('formatLogArguments', () => {
  it.each<[string, unknown[], string]>([
    ['strings as they are', ['plain', 'words'], 'plain words'],
    ['primitives', [42, true, null, undefined], '42 true null undefined'],
    ['objects as JSON', [{ a: [1, 2] }], '{"a":[1,2]}'],
    ['bigints', [10n], '10n'],
    ['symbols', [Symbol('s')], 'Symbol(s)'],
    ['functions by name', [function namedThing() {}], '[function namedThing]'],
    ['circular objects by their tag', [circular], '[object Object]'],
  ])('writes %s', (_label, args, expected) => {
    expect(formatLogArguments(args)).toBe(expected);
  });

  it('keeps the error name and message', () => {
    expect(formatLogArguments(['failed:', new RangeError('too big')])).toMatch(
      /^failed: RangeError: too big/,
    );
  });
});
