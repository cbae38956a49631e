import { describe, expect, it } from 'vitest';
import { codesOf } from '../testing';
import { hostShape } from './host-shape';

describe('host-shape', () => {
  it.each([
    ['http://subdomainnumberone.subdomainnumbertwo.example.com/', ['host-long']],
    ['http://z73sx3kfvu12ol97jastd32.example.com/', ['host-random-label', 'host-many-digits']],
    ['http://kjhdsffkdsfqwrt.com/', ['host-random-label']],
    ['http://app44666604777.example.net/', ['host-many-digits']],
    ['http://secure-account-update-center.com/', ['host-many-hyphens']],
    ['http://www-paypal.example/', ['host-fake-www']],
    ['http://wvvw.bank.example/', ['host-fake-www']],
    ['http://login.www.example.net/', ['host-fake-www']],
  ])('flags %s', (url, codes) => {
    expect(codesOf(hostShape, url)).toEqual(codes);
  });

  it.each([
    'https://www.example.com/',
    'https://news.bbc.co.uk/',
    'https://en.wikipedia.org/wiki/Main_Page',
    'https://www.strawberryfields.com/',
    'https://xn--80ak6aa92e.com/',
    'http://192.0.2.1/',
    'https://www2.example.com/',
  ])('says nothing about %s', (url) => {
    expect(codesOf(hostShape, url)).toEqual([]);
  });
});
