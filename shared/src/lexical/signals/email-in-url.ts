import { createFinding, defineLexicalSignal } from '../define-lexical-signal';

const EMAIL = /[a-z0-9._%+-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
const EMAIL_PARAMETER = /(?:^|[?&#])(?:e-?mail|login_hint|username|user|userid)=/i;
const BASE64_TOKEN = /[A-Za-z0-9+/_-]{16,}={0,2}/g;
const WHOLE_EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

/** Kits often pass the victim's address base64-encoded (#c2hhbmVAZXhhbXBsZS5jb20=) to look opaque. */
function base64Email(text: string): string | undefined {
  for (const [token] of text.matchAll(BASE64_TOKEN)) {
    if (token.length % 4 === 1) continue;
    try {
      const decoded = atob(token.replaceAll('-', '+').replaceAll('_', '/'));
      if (WHOLE_EMAIL.test(decoded)) return decoded;
    } catch {
      // not base64 after all
    }
  }
  return undefined;
}

/** Phishing links are often personalised with the victim's email address to pre-fill a fake sign-in. */
export const emailInUrl = defineLexicalSignal({
  id: 'email-in-url',
  codes: ['url-contains-email'],
  run: ({ tail, target }) => {
    const email = EMAIL.exec(tail)?.[0]?.replace(/%40/i, '@') ?? base64Email(tail);
    if (email === undefined && !EMAIL_PARAMETER.test(`?${target.query}`)) return [];
    return [
      createFinding('url-contains-email', {
        title: 'Email address in the link',
        evidence:
          email === undefined
            ? 'The link carries an email parameter, as personalised phishing links do.'
            : `The link carries the email address ${email}, as personalised phishing links do.`,
        source: 'email-in-url',
      }),
    ];
  },
});
