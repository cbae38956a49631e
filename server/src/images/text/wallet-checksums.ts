import { createHash } from 'node:crypto';

// Checksums of Bitcoin/Tron addresses, so OCR'd strings are only called wallets when they are ones.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

function sha256(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** Base58Check: the last 4 bytes are the start of SHA-256(SHA-256(payload)). */
export function isValidBase58Check(text: string): boolean {
  const bytes = base58Decode(text);
  if (bytes === null || bytes.length < 5) return false;
  const payload = bytes.subarray(0, -4);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.every((byte, index) => bytes[bytes.length - 4 + index] === byte);
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    GENERATORS.forEach((generator, index) => {
      if ((top >>> index) & 1) checksum ^= generator;
    });
  }
  return checksum >>> 0;
}

/** BIP 173 / BIP 350: bech32 (segwit v0) or bech32m (taproot) checksum over the "bc" prefix. */
export function isValidBech32(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower !== address && address.toUpperCase() !== address) return false;
  const separator = lower.lastIndexOf('1');
  if (separator < 1) return false;
  const prefix = lower.slice(0, separator);
  const data = [...lower.slice(separator + 1)].map((char) => BECH32.indexOf(char));
  if (data.length < 7 || data.some((value) => value < 0)) return false;
  const expanded = [
    ...[...prefix].map((char) => char.charCodeAt(0) >> 5),
    0,
    ...[...prefix].map((char) => char.charCodeAt(0) & 31),
  ];
  const check = polymod([...expanded, ...data]);
  return check === 1 || check === 0x2bc830a3;
}
