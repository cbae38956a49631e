import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_URL, hostPermissionFor, normaliseServerUrl, serverUrlFromEnv } from './server-url';

describe('normaliseServerUrl', () => {
  it.each([
    ['http://localhost:5000', 'http://localhost:5000'],
    ['http://localhost:5000/', 'http://localhost:5000'],
    ['  https://ScamCheck.example/  ', 'https://scamcheck.example'],
    ['https://scamcheck.example/app/', 'https://scamcheck.example/app'],
    ['https://scamcheck.example/?x=1#top', 'https://scamcheck.example'],
    ['https://scamcheck.example:443', 'https://scamcheck.example'],
  ])('accepts %j as %j', (raw, expected) => {
    expect(normaliseServerUrl(raw)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    '   ',
    'localhost:5000x',
    'not a url',
    'ftp://scamcheck.example',
    'javascript:alert(1)',
  ])('rejects %j', (raw) => {
    expect(normaliseServerUrl(raw)).toBeUndefined();
  });

  it('rejects URLs carrying credentials', () => {
    expect(normaliseServerUrl('https://user:secret@scamcheck.example')).toBeUndefined();
  });
});

describe('serverUrlFromEnv', () => {
  it('falls back to the local server when WXT_SERVER_URL is unset or blank', () => {
    expect(serverUrlFromEnv(undefined)).toBe(DEFAULT_SERVER_URL);
    expect(serverUrlFromEnv(' ')).toBe(DEFAULT_SERVER_URL);
  });

  it('uses a valid WXT_SERVER_URL', () => {
    expect(serverUrlFromEnv('https://scamcheck.example/')).toBe('https://scamcheck.example');
  });

  it('refuses to build with a WXT_SERVER_URL that is set but not an http(s) URL', () => {
    expect(() => serverUrlFromEnv('scamcheck.example')).toThrow('WXT_SERVER_URL must be an http(s) URL');
  });
});

describe('hostPermissionFor', () => {
  it.each([
    ['http://localhost:5000', 'http://localhost/*'],
    ['https://scamcheck.example', 'https://scamcheck.example/*'],
    ['https://scamcheck.example:8443/app', 'https://scamcheck.example/*'],
    ['http://127.0.0.1:5000', 'http://127.0.0.1/*'],
  ])('grants %s through %s', (serverUrl, pattern) => {
    expect(hostPermissionFor(serverUrl)).toBe(pattern);
  });
});
