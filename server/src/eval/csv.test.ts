import { describe, expect, it } from 'vitest';
import { parseLabeledUrls } from './csv';

describe('parseLabeledUrls', () => {
  it('reads url and label by header name, in any order, ignoring other columns', () => {
    const file =
      'id,label,url,notes\n1,phishing,"http://a.example/x,y",n\n2,Legitimate,https://b.example/,\n';
    expect(parseLabeledUrls(file)).toEqual({
      rows: [
        { url: 'http://a.example/x,y', isPhishing: true },
        { url: 'https://b.example/', isPhishing: false },
      ],
      skipped: 0,
    });
  });

  it('skips rows with another label or no URL, and counts them', () => {
    const file = 'url,label\nhttp://a.example/,malware\n,phishing\nhttp://b.example/,phishing\n';
    expect(parseLabeledUrls(file)).toEqual({
      rows: [{ url: 'http://b.example/', isPhishing: true }],
      skipped: 2,
    });
  });

  it('refuses a file without url and label columns', () => {
    expect(() => parseLabeledUrls('link,class\nx,y\n')).toThrow(/"url" and "label"/);
  });
});
