import { createFinding, defineLexicalSignal } from '../define-lexical-signal';

// A server script with a short, generic name (/a/b/next.php, /x/index2.php): the shape of a dropped
// phishing kit. Mild on its own, since honest small sites have such pages too.
const SHORT_SCRIPT = /\/[a-z0-9_]{1,10}\.(?:php\d?|aspx?|jsp|cgi)$/;

/** Links straight to a short-named server script rather than to a page address. */
export const scriptPage = defineLexicalSignal({
  id: 'script-page',
  codes: ['path-script-page'],
  run: ({ pathLower }) => {
    const match = SHORT_SCRIPT.exec(pathLower);
    if (!match) return [];
    return [
      createFinding('path-script-page', {
        title: 'Link straight to a script',
        evidence: `The link opens the server script ${match[0].slice(1)} directly.`,
        source: 'script-page',
      }),
    ];
  },
});
