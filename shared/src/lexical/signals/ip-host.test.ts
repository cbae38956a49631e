import { describe, expect, it } from 'vitest';
import { codesOf, findingsOf } from '../testing';
import { ipHost } from './ip-host';

describe('ip-host', () => {
  it.each([
    ['http://192.0.2.10/login.php', 'ip-host'],
    ['https://[2001:db8::1]/', 'ip-host'],
    ['203.0.113.5', 'ip-host'],
    ['http://0xC0.0x00.0x02.0x0A/', 'ip-host-obfuscated'],
    ['http://3221225994/', 'ip-host-obfuscated'],
  ])('flags %s as %s', (url, code) => {
    expect(codesOf(ipHost, url)).toEqual([code]);
  });

  it('does not flag names that contain digits', () => {
    expect(codesOf(ipHost, 'https://192-0-2-1.example.com/')).toEqual([]);
  });

  it('shows the decoded address of an obfuscated IP', () => {
    expect(findingsOf(ipHost, 'http://3221225994/')[0]?.evidence).toContain('192.0.2.10');
  });
});
