import { describe, expect, it } from 'vitest';
import { codesOf } from '../testing';
import { embeddedUrl } from './embedded-url';

describe('embedded-url', () => {
  it.each([
    'http://premium.example/www.paypal.com/webscr/',
    'http://bank-login.example/myebranch.bank.com/confirm.php',
    'http://proxy.example/direct/aHR0cHM6Ly93d3cuZmFjZWJvb2suY29t',
    'http://kit.example/https://login.bank.example/',
  ])('flags the address hidden in the path of %s', (url) => {
    expect(codesOf(embeddedUrl, url)).toEqual(['url-embedded-url']);
  });

  it.each([
    'http://example.com/redirect?target=http://evil.example/login',
    'https://example.com/go?u=https%3A%2F%2Fevil.example',
  ])('notes, more mildly, the address handed over in the query of %s', (url) => {
    expect(codesOf(embeddedUrl, url)).toEqual(['url-redirect-parameter']);
  });

  it.each([
    'https://example.com/articles/how-to-cook',
    'https://www.gov.example.sg/docs/app.gov.example.sg/guide.pdf',
    'https://sites.google.com/a/school.org/class',
    'https://example.com/wiki/Example.com_(website)',
  ])('says nothing about %s', (url) => {
    expect(codesOf(embeddedUrl, url)).toEqual([]);
  });
});
