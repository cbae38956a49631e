import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('createSecretBox', () => {
  const box = createSecretBox(SECRET, 'smtp-password');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('p4ssw0rd!');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('p4ssw0rd');
    expect(box.open(sealed)).toBe('p4ssw0rd!');
    expect(box.seal('p4ssw0rd!')).not.toBe(sealed);
  });

  it('cannot open a value sealed under another server secret or for another purpose', () => {
    const sealed = box.seal('p4ssw0rd!');
    expect(createSecretBox(`${SECRET}-rotated`, 'smtp-password').open(sealed)).toBeNull();
    expect(createSecretBox(SECRET, 'something-else').open(sealed)).toBeNull();
  });

  it('refuses a tampered or malformed value', () => {
    const [version, iv, tag, ciphertext] = box.seal('p4ssw0rd!').split('.');
    const flipped = `${ciphertext?.startsWith('A') ? 'B' : 'A'}${ciphertext?.slice(1) ?? ''}`;
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('v1.abc')).toBeNull();
    expect(box.open('v2.a.b.c')).toBeNull();
    expect(box.open('plaintext')).toBeNull();
  });
});
