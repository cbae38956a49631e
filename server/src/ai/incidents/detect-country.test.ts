import { describe, expect, it } from 'vitest';
import { detectCountry } from './detect-country';

describe('detectCountry', () => {
  it.each([
    ["I'm in the UK", 'uk'],
    ['should I call Action Fraud?', 'uk'],
    ['they took £400', 'uk'],
    ['I live in the US', 'us'],
    ['do I report to the FTC or IC3', 'us'],
    ['sent 300 bucks on cash app', 'us'],
    ['aussie here', 'au'],
    ['lost A$2000, is Scamwatch the place?', 'au'],
    ['lost 50000 rupees', 'in'],
    ['UPI fraud ho gaya bhai', 'in'],
    ['I got an Interac e-transfer scam in Toronto', 'ca'],
    ['please help us, we were scammed', null],
    ['I paid a fake shop, what now?', null],
  ] as const)('reads %j as %s', (text, country) => {
    expect(detectCountry(text)).toBe(country);
  });
});
