import { describe, expect, it } from 'vitest';
import { codesOf } from '../testing';
import { freeHosting } from './free-hosting';

describe('free-hosting', () => {
  it.each([
    ['https://dope-ufen.web.app/', ['free-hosting']],
    ['https://abc.000webhostapp.com/', ['free-hosting']],
    ['http://host.ddns.net/', ['free-hosting']],
    ['https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi', ['free-hosting']],
    ['https://someone.blogspot.com/', ['free-hosting-blog']],
    ['https://user.github.io/project', ['free-hosting-blog']],
    ['https://docs.google.com/forms/d/e/abc/viewform', ['user-content-host']],
    ['https://contoso-my.sharepoint.com/:b:/g/personal/file', ['user-content-host']],
    ['https://someone.typeform.com/to/abc', ['user-content-host']],
    ['https://paypal-login.web.app/', ['free-hosting-impersonation']],
    ['https://someone.blogspot.com/signin.php', ['free-hosting-impersonation']],
  ])('flags %s', (url, codes) => {
    expect(codesOf(freeHosting, url)).toEqual(codes);
  });

  it.each([
    'https://www.example.com/',
    'https://weebly.com/',
    'https://www.google.com/',
    'https://typeform.com/',
  ])('says nothing about %s', (url) => {
    expect(codesOf(freeHosting, url)).toEqual([]);
  });
});
