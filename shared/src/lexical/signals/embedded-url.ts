import { createFinding, defineLexicalSignal } from '../define-lexical-signal';

// Also base64 of 'http://' / 'https://' (aHR0cDovL / aHR0cHM6Ly), as web proxies and kits pass targets.
const EMBEDDED_URL = /(?:https?(?::|%3a)(?:\/|%2f){2}|(?:^|[/=])www\.|aHR0cHM6Ly|aHR0cDovL)/i;
// A folder named like a host: /www.paypal.com/… or /myebranch.iccu.com/confirm.php
const HOST_AS_FOLDER = /\/((?:[a-z0-9-]+\.)+(?:com|net|org|gov|edu|co|info|biz)(?:\.[a-z]{2})?)\//i;

// A folder named after the site itself (/docs/app.example.gov/…) or a platform's own layout
// (sites.google.com/a/school.org/…) is not pretending to be elsewhere.
function hostFolder(path: string, registrable: string | null, isPlatform: boolean): RegExpExecArray | null {
  const match = HOST_AS_FOLDER.exec(path);
  const folderHost = match?.[1]?.toLowerCase();
  if (!match || folderHost === undefined || isPlatform) return null;
  return registrable !== null && folderHost.endsWith(registrable) ? null : match;
}

/** Another address inside this one: open redirects and pages that pretend to live on another site. */
export const embeddedUrl = defineLexicalSignal({
  id: 'embedded-url',
  codes: ['url-embedded-url', 'url-redirect-parameter'],
  run: ({ target, freeHosting }) => {
    const inPath =
      EMBEDDED_URL.exec(target.path) ??
      hostFolder(target.path, target.registrableDomain, freeHosting !== null);
    if (inPath) {
      const at = inPath.index;
      return [
        createFinding('url-embedded-url', {
          title: 'Another address hidden inside the link',
          evidence: `The path contains another web address (…${target.path.slice(at, at + 60)}…).`,
          source: 'embedded-url',
        }),
      ];
    }
    // Redirect parameters (?next=https://…) are common on honest sites too, so they weigh less.
    const inQuery = EMBEDDED_URL.exec(target.query);
    if (!inQuery) return [];
    const at = inQuery.index;
    return [
      createFinding('url-redirect-parameter', {
        title: 'Link passes on another address',
        evidence: `The query hands over another web address (…${target.query.slice(at, at + 60)}…); check where it finally leads.`,
        source: 'embedded-url',
      }),
    ];
  },
});
