import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The committed screenshots under server/test-fixtures/images (rendered by scripts/make-image-set.ts). */
const FIXTURE_DIR = resolve(import.meta.dirname, '..', '..', '..', 'test-fixtures', 'images');

export const IMAGE_FIXTURES = {
  /** iPhone-style SMS: E-ZPass unpaid toll with a link to ezpass-tolls.vip. */
  tollSms: 'scam-toll-sms.png',
  /** 1280×800 browser pop-up: "Windows Defender", Trojan spyware, call a toll-free number. JPEG. */
  techSupportPopup: 'scam-tech-support-popup.jpg',
  /** iPhone-style SMS between friends about dinner. */
  dinnerSms: 'benign-dinner-sms.png',
} as const;

export function readImageFixture(name: keyof typeof IMAGE_FIXTURES): Buffer {
  return readFileSync(resolve(FIXTURE_DIR, IMAGE_FIXTURES[name]));
}
