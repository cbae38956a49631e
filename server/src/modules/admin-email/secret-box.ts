// Secrets kept in settings (the SMTP password) are sealed with AES-256-GCM under a key derived by HKDF
// from the server's SESSION_SECRET, so a copy of the database alone does not reveal them. A sealed
// value is "v1.<iv>.<tag>.<ciphertext>" (base64url); the version leaves room for another scheme later.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_SALT = 'scamcheck settings';

export type SecretBox = {
  seal(plaintext: string): string;
  /** null when the value was sealed under another key (SESSION_SECRET changed) or was tampered with. */
  open(sealed: string): string | null;
};

/** `purpose` separates keys: a value sealed for one purpose cannot be opened as another. */
export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, HKDF_SALT, `scamcheck:${purpose}:${VERSION}`, 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined)
        return null;
      if (rest.length > 0) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
