import { SHORTENERS_VERSION } from '../../data/shorteners';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';
import { isShortenerHost } from '../hosting-match';

/** Link shorteners hide the real destination until the link is opened. */
export const shortener = defineLexicalSignal({
  id: 'shortener',
  codes: ['url-shortener'],
  run: ({ target }) => {
    if (!isShortenerHost(target.hostname)) return [];
    return [
      createFinding('url-shortener', {
        title: 'Shortened link',
        evidence: `${target.hostname} is a link shortener: the real destination is hidden until the link is opened.`,
        source: `shortener (shorteners ${SHORTENERS_VERSION})`,
      }),
    ];
  },
});
