import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { addressPolicy } from './engine-services';

const base = { NODE_ENV: 'test', DATABASE_URL: 'memory://' };

describe('fetch settings for loopback tests (SSRF_ALLOW_ADDRESSES, FETCH_ALLOWED_PORTS)', () => {
  it('allows public addresses plus exactly the listed ones', () => {
    const isAllowed = addressPolicy(loadConfig({ ...base, SSRF_ALLOW_ADDRESSES: '127.0.0.2, ::2' }).engine);
    expect(['127.0.0.2', '0:0:0:0:0:0:0:2', '93.184.216.34'].map(isAllowed)).toEqual([true, true, true]);
    expect(['127.0.0.1', '10.0.0.1', '::1', '169.254.169.254'].map(isAllowed)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('allows only public addresses by default, on the standard web ports', () => {
    const { engine } = loadConfig(base);
    expect(addressPolicy(engine)('127.0.0.2')).toBe(false);
    expect(engine.fetch.allowedPorts).toEqual([80, 443, 8080, 8443]);
  });

  it('refuses both variables in production', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      SSRF_ALLOW_ADDRESSES: '127.0.0.2',
      FETCH_ALLOWED_PORTS: '8443',
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    try {
      loadConfig(production);
    } catch (error) {
      expect(error instanceof ConfigError ? error.issues : []).toEqual([
        'SSRF_ALLOW_ADDRESSES is for development and tests only and is refused when NODE_ENV=production',
        'FETCH_ALLOWED_PORTS is for development and tests only and is refused when NODE_ENV=production',
      ]);
    }
  });

  it.each([
    [
      'SSRF_ALLOW_ADDRESSES',
      'localhost',
      'SSRF_ALLOW_ADDRESSES must list exact IP addresses (got "localhost")',
    ],
    ['SSRF_ALLOW_ADDRESSES', '127.1', 'SSRF_ALLOW_ADDRESSES must list exact IP addresses (got "127.1")'],
    [
      'FETCH_ALLOWED_PORTS',
      '80,http',
      'FETCH_ALLOWED_PORTS must list port numbers from 1 to 65535 (got "http")',
    ],
    ['FETCH_ALLOWED_PORTS', '0', 'FETCH_ALLOWED_PORTS must list port numbers from 1 to 65535 (got "0")'],
  ])('rejects %s=%s', (name, value, issue) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(issue);
  });
});
