import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseOpenPhish, parsePhishTankCsv, parsePopularityList, parseUrlhausText } from './parsers';

const bytes = (text: string): Uint8Array => Buffer.from(text);

describe('threat feed parsers', () => {
  it('OpenPhish: one URL per line, normalised, with their hosts', () => {
    const feed =
      'https://Login.PayPal-Secure.example.com/x#frag\r\nhttp://evil.example.net:80/a\n\nnot a url\nftp://x.example.com/\n';
    expect(parseOpenPhish(bytes(feed))).toEqual([
      { indicator: 'https://login.paypal-secure.example.com/x', kind: 'url' },
      { indicator: 'http://evil.example.net/a', kind: 'url' },
      { indicator: 'login.paypal-secure.example.com', kind: 'host' },
      { indicator: 'evil.example.net', kind: 'host' },
    ]);
  });

  it('URLhaus: skips # comments and duplicates', () => {
    const feed =
      '################\n# URLhaus export\n#\nhttp://1.2.3.4/bins/x.sh\nhttp://1.2.3.4/bins/x.sh\nhttp://1.2.3.4/y\n';
    expect(parseUrlhausText(bytes(feed))).toEqual([
      { indicator: 'http://1.2.3.4/bins/x.sh', kind: 'url' },
      { indicator: 'http://1.2.3.4/y', kind: 'url' },
      { indicator: '1.2.3.4', kind: 'host' },
    ]);
  });

  it('PhishTank: finds the url column and reads quoted fields with commas and quotes', () => {
    const csv = [
      'phish_id,url,phish_detail_url,submission_time,verified,verification_time,online,target',
      '1,"https://bank.example.org/a,b?x=""y""",http://www.phishtank.com/phish_detail.php?phish_id=1,2021-03-14,yes,2021-03-14,yes,Other',
      '2,http://shop.example.net/,http://www.phishtank.com/phish_detail.php?phish_id=2,2021-03-14,yes,2021-03-14,yes,Other',
    ].join('\n');
    expect(parsePhishTankCsv(bytes(csv)).filter((entry) => entry.kind === 'url')).toEqual([
      { indicator: 'https://bank.example.org/a,b?x=%22y%22', kind: 'url' },
      { indicator: 'http://shop.example.net/', kind: 'url' },
    ]);
  });

  it('PhishTank: refuses a file without a url column', () => {
    expect(() => parsePhishTankCsv(bytes('id,link\n1,http://x.example.com/'))).toThrow(/url column/);
  });
});

describe('popularity list', () => {
  const list = 'rank,domain\r\n1,Google.com\r\n2,facebook.com.\r\nbad,row\r\n3,localhost\r\n4,amazon.com\r\n';
  const expected = [
    { domain: 'google.com', rank: 1 },
    { domain: 'facebook.com', rank: 2 },
    { domain: 'amazon.com', rank: 4 },
  ];

  it('reads rank,domain lines from a plain CSV', () => {
    expect(parsePopularityList(bytes(list), 'https://lists.example.com/top-1m.csv', 1024)).toEqual(expected);
  });

  it('unzips the CSV when the URL ends in .zip', () => {
    const zip = zipSync({ 'top-1m.csv': Buffer.from(list) });
    expect(parsePopularityList(zip, 'https://lists.example.com/top-1m.csv.zip', 1024)).toEqual(expected);
  });
});
