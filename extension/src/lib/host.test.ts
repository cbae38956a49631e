import { describe, expect, it } from 'vitest';
import { checkableHost } from './host';

describe('checkableHost', () => {
  it.each([
    ['https://www.example.com/login?next=/', 'www.example.com'],
    ['http://Example.COM', 'example.com'],
    ['https://paypal.com.secure-login.example:8443/a', 'paypal.com.secure-login.example'],
    ['https://user:pw@example.com/', 'example.com'],
    ['https://xn--pypal-4ve.com/', 'xn--pypal-4ve.com'],
    ['https://bücher.example/', 'xn--bcher-kva.example'],
    ['http://192.168.0.1/admin', '192.168.0.1'],
    ['http://[::1]:5000/', '[::1]'],
  ])('checks %s as host %s', (url, host) => {
    expect(checkableHost(url)).toEqual({ kind: 'checkable', host, url: new URL(url).href });
  });

  it.each([
    [undefined, 'no-url'],
    ['', 'no-url'],
    ['not a url', 'invalid-url'],
    ['chrome://newtab/', 'browser-page'],
    ['chrome://settings/', 'browser-page'],
    ['chrome-search://local-ntp/local-ntp.html', 'browser-page'],
    ['edge://newtab/', 'browser-page'],
    ['about:newtab', 'browser-page'],
    ['about:blank', 'browser-page'],
    ['view-source:https://example.com/', 'browser-page'],
    ['devtools://devtools/bundled/inspector.html', 'browser-page'],
    ['chrome-extension://molajlfhffjpfggcbidfnbaelkhankdp/popup.html', 'extension-page'],
    ['moz-extension://0c7e0c1d-1111-4f4f-9c9c-123456789abc/popup.html', 'extension-page'],
    ['file:///home/me/invoice.html', 'local-file'],
    ['data:text/html,<h1>hi</h1>', 'invalid-url'],
    ['javascript:alert(1)', 'invalid-url'],
    ['ftp://files.example.com/', 'invalid-url'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(checkableHost(url)).toEqual({ kind: 'uncheckable', reason });
  });
});
