import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EXTENSION_ID } from './extension-id';
import { buildManifest } from './manifest/build-manifest';

// Chrome's rule: sha256 of the public key's DER bytes, first 32 hex digits, each digit 0-f written as a-p.
function chromeIdFromKey(base64Key: string): string {
  const hex = createHash('sha256').update(Buffer.from(base64Key, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode('a'.charCodeAt(0) + parseInt(digit, 16))).join('');
}

describe('EXTENSION_ID', () => {
  it('is the id Chrome derives from the key the Chrome manifest ships', () => {
    const { key } = buildManifest('http://localhost:5000', { browser: 'chrome', manifestVersion: 3 });
    expect(key).toBeTypeOf('string');
    expect(chromeIdFromKey(key ?? '')).toBe(EXTENSION_ID);
  });

  it('is a well-formed Chrome extension id', () => {
    expect(EXTENSION_ID).toMatch(/^[a-p]{32}$/);
  });
});
