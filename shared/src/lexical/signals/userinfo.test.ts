import { describe, expect, it } from 'vitest';
import { codesOf, findingsOf } from '../testing';
import { userinfo } from './userinfo';

describe('userinfo', () => {
  it.each([
    ['http://paypal.com@evil.example/', 'userinfo-disguised-host'],
    ['https://www.bank.example%2Flogin@203.0.113.9/', 'userinfo-disguised-host'],
    ['https://user:secret@example.com/', 'userinfo-in-url'],
  ])('flags %s as %s', (url, code) => {
    expect(codesOf(userinfo, url)).toEqual([code]);
  });

  it.each(['https://example.com/', 'https://example.com/path@home', 'mailto-like.example/?to=a@b.com'])(
    'says nothing about %s',
    (url) => {
      expect(codesOf(userinfo, url)).toEqual([]);
    },
  );

  it('tells the user where the link really goes', () => {
    expect(findingsOf(userinfo, 'http://paypal.com@evil.example/')[0]?.evidence).toBe(
      'The link starts with "paypal.com@", but it really leads to evil.example.',
    );
  });
});
