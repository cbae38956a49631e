// Run once to pin a new Chrome extension id: prints a fresh manifest `key` (RSA public key, base64 SPKI DER)
// and the id Chrome derives from it. Paste both into src/manifest/extension-key.ts and src/extension-id.ts.
// The private key is deliberately discarded: an unpacked extension only needs the public half to keep its id,
// and the Chrome Web Store signs published builds with its own key.
import { createHash, generateKeyPairSync } from 'node:crypto';

const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const der = publicKey.export({ type: 'spki', format: 'der' });
const hex = createHash('sha256').update(der).digest('hex').slice(0, 32);
const id = [...hex].map((digit) => String.fromCharCode('a'.charCodeAt(0) + parseInt(digit, 16))).join('');

console.log(`key: ${der.toString('base64')}`);
console.log(`id:  ${id}`);
