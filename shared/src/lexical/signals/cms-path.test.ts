import { describe, expect, it } from 'vitest';
import { codesOf } from '../testing';
import { cmsPath } from './cms-path';

describe('cms-path', () => {
  it.each([
    ['http://example.com/wp-includes/SimplePie/renew/', 'path-cms-internals'],
    ['http://example.com/wp-content/themes/twenty/css/read/index.php', 'path-cms-internals'],
    ['http://example.com/components/com_user/online.html', 'path-cms-internals'],
    ['http://example.com/modules/mod_upload/connect/', 'path-cms-internals'],
    ['http://example.com/cgi-bin/webscr.cgi', 'path-cms-internals'],
    ['http://example.com/.user/', 'path-hidden-folder'],
    ['https://example.com/.LA/auth-sec.php', 'path-hidden-folder'],
    ['http://example.com/images/secure/index.html', 'path-asset-folder'],
    ['http://example.com/css/', 'path-asset-folder'],
  ])('flags %s as %s', (url, code) => {
    expect(codesOf(cmsPath, url)).toEqual([code]);
  });

  it.each([
    'https://example.com/wp-content/uploads/2016/03/brochure.pdf',
    'https://example.com/images/logo.png',
    'https://example.com/.well-known/security.txt',
    'https://example.com/blog/how-to-theme-wordpress/',
    'https://example.com/assets/app.js',
  ])('says nothing about %s', (url) => {
    expect(codesOf(cmsPath, url)).toEqual([]);
  });
});
