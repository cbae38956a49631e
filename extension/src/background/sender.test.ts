import { describe, expect, it } from 'vitest';
import { isExtensionPageSender } from './sender';

const self = {
  id: 'molajlfhffjpfggcbidfnbaelkhankdp',
  baseUrl: 'chrome-extension://molajlfhffjpfggcbidfnbaelkhankdp/',
};
const popupUrl = 'chrome-extension://molajlfhffjpfggcbidfnbaelkhankdp/popup.html';

describe('isExtensionPageSender', () => {
  it('accepts the popup', () => {
    expect(isExtensionPageSender({ id: self.id, url: popupUrl }, self)).toBe(true);
  });

  it('accepts the popup opened in a tab of its own', () => {
    expect(isExtensionPageSender({ id: self.id, url: `${popupUrl}?from=tab` }, self)).toBe(true);
  });

  it.each([
    ['a content script inside a web page', { id: self.id, url: 'https://evil.example/page' }],
    [
      'a content script in a frame of an extension-looking path',
      { id: self.id, url: 'https://evil.example/chrome-extension://' },
    ],
    [
      'another extension',
      {
        id: 'abcdefghijklmnopabcdefghijklmnop',
        url: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/x.html',
      },
    ],
    [
      'another extension pretending with our page URL',
      { id: 'abcdefghijklmnopabcdefghijklmnop', url: popupUrl },
    ],
    [
      'an extension whose id starts with ours',
      { id: self.id, url: `chrome-extension://${self.id}x/popup.html` },
    ],
    ['a web page (externally connectable)', { url: 'https://evil.example/' }],
    ['a sender without a URL', { id: self.id }],
  ])('refuses %s', (_label, sender) => {
    expect(isExtensionPageSender(sender, self)).toBe(false);
  });
});
