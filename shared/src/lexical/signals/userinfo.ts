import { createFinding, defineLexicalSignal } from '../define-lexical-signal';

const DOMAIN_LIKE = /(?:^|[^a-z0-9-])(?:[a-z0-9-]+\.)+[a-z]{2,}(?:$|[^a-z0-9-])/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Text before an '@' in the address is a user name, not the site; phishers put a trusted name there. */
export const userinfo = defineLexicalSignal({
  id: 'userinfo',
  codes: ['userinfo-in-url', 'userinfo-disguised-host'],
  run: ({ userinfo: info, target }) => {
    if (info === null) return [];
    const shown = decode(info);
    if (DOMAIN_LIKE.test(shown)) {
      return [
        createFinding('userinfo-disguised-host', {
          title: 'Address disguised with an @ sign',
          evidence: `The link starts with "${shown}@", but it really leads to ${target.hostname}.`,
          source: 'userinfo',
        }),
      ];
    }
    return [
      createFinding('userinfo-in-url', {
        title: 'Credentials embedded in the link',
        evidence: `The link carries "${shown}@" before the host ${target.hostname}.`,
        source: 'userinfo',
      }),
    ];
  },
});
