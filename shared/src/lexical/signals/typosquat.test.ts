import { describe, expect, it } from 'vitest';
import { analyzeLexical } from '../analyze-lexical';
import { codesOf, findingsOf } from '../testing';
import { typosquat } from './typosquat';

describe('typosquat', () => {
  it.each([
    ['paypa1.com', 'homoglyph', 'paypal.com'],
    ['https://xn--pypal-4ve.com/', 'homoglyph', 'paypal.com'],
    ['rnicrosoft.com', 'homoglyph', 'microsoft.com'],
    ['gooogle.com', 'edit-distance', 'google.com'],
    ['faceboook.net', 'edit-distance', 'facebook.com'],
    ['netfilx.com', 'edit-distance', 'netflix.com'],
    ['micsosoft.com', 'bitsquat', 'microsoft.com'],
    ['paypal.online', 'tld-swap', 'paypal.com'],
    ['netflix.xyz', 'tld-swap', 'netflix.com'],
    ['paypal-secure-login.com', 'combosquat', 'paypal.com'],
    ['appleid-verify.com', 'combosquat', 'apple.com'],
    ['netflixbilling.net', 'combosquat', 'netflix.com'],
    ['pay-pal-deutschland.example', 'combosquat', 'paypal.com'],
    ['chat-whattsapp.com', 'combosquat', 'whatsapp.com'],
  ])('recognises %s as a %s of %s', (url, technique, officialDomain) => {
    expect(analyzeLexical(url).lookalike).toMatchObject({ technique, officialDomain });
    expect(codesOf(typosquat, url)).toEqual([`lookalike-${technique}`]);
  });

  it.each([
    ['paypal.com', 'the official domain'],
    ['amazon.de', 'a country site of a brand with country sites'],
    ['walmart.ca', 'a country-code swap, which brands often own'],
    ['apple.org', 'an everyday word on another ending'],
    ['hank.com', 'names differing only in the first letter (hank/tank)'],
    ['site45.com', 'trailing digits'],
    ['revolution.com', 'a word that merely starts with a brand name'],
    ['interactive.com', 'a word that merely starts with a brand name'],
    ['opensearch.org', 'a word that merely starts with a brand name'],
    ['gazelle.com', 'a word that merely contains a brand name'],
    ['ubank.com.au', 'a short name one letter from a brand'],
    ['orange-county.gov', 'an everyday-word brand next to ordinary words'],
    ['sparkasse-hannover.de', 'an everyday word in its own country'],
  ])('does not flag %s (%s)', (url) => {
    expect(codesOf(typosquat, url)).toEqual([]);
    expect(analyzeLexical(url).lookalike).toBeNull();
  });

  it('asks "Did you mean …?" with the official domain', () => {
    const [finding] = findingsOf(typosquat, 'paypa1.com');
    expect(finding?.title).toBe('Looks like paypal.com');
    expect(finding?.evidence).toMatch(/^Did you mean paypal\.com\?/);
  });

  it('caps a homoglyph of a brand below 40 whatever else is found', () => {
    expect(analyzeLexical('https://xn--pypal-4ve.com/').score).toBeLessThan(40);
  });
});
