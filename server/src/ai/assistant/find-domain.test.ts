import { describe, expect, it } from 'vitest';
import { findDomainInQuestion } from './find-domain';

describe('findDomainInQuestion', () => {
  it.each([
    ['is example.com safe?', 'example.com'],
    ['Is PayPal-Secure-Login.xyz legit', 'PayPal-Secure-Login.xyz'],
    ['check https://bit.ly/3abc for me', 'https://bit.ly/3abc'],
    ['what about http://shop.example.co.uk/login?next=1.', 'http://shop.example.co.uk/login?next=1'],
    ['can you look at www.amazon.de/deals please', 'www.amazon.de'],
    ['is münchen.de real?', 'münchen.de'],
    ['I got a text from (usps-parcel.top).', 'usps-parcel.top'],
  ])('finds the site in %j', (question, expected) => {
    expect(findDomainInQuestion(question)).toBe(expected);
  });

  it.each([
    'How do I spot a phishing email?',
    'my email is someone@example.com, is that ok?',
    'I opened invoice.pdf and node.js asked for access',
    'e.g. this is fine',
    'is localhost safe?',
  ])('finds no site in %j', (question) => {
    expect(findDomainInQuestion(question)).toBeNull();
  });
});
