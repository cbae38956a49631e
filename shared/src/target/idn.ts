// IDN conversion in one place so the browser bundle and the server use the same punycode build
// (importing the package path avoids Node's deprecated `punycode` builtin).
import punycode from 'punycode/punycode.js';

/** Unicode form of an ASCII (punycode) host; labels that fail to decode are kept as they are. */
export function hostToUnicode(asciiHost: string): string {
  if (!asciiHost.includes('xn--')) return asciiHost;
  try {
    return punycode.toUnicode(asciiHost);
  } catch {
    return asciiHost;
  }
}

/** ASCII (punycode) form of a possibly-Unicode host; null when it cannot be encoded. */
export function hostToAscii(host: string): string | null {
  if (isAscii(host)) return host;
  try {
    return punycode.toASCII(host.normalize('NFC').toLowerCase());
  } catch {
    return null;
  }
}

export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}
