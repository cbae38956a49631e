import { createFinding, defineLexicalSignal } from '../define-lexical-signal';

// Phishing kits copy themselves into a fresh random folder per victim or campaign (/ap/89e6a3b4b063b8d/).
const HEX_TOKEN = /(?:^|[/_=-])([0-9a-f]{15,})(?=$|[/._?&-])/g;

function isMixedHex(token: string): boolean {
  return /[0-9]/.test(token) && /[a-f]/.test(token);
}

/** A long random hexadecimal folder or file name in the path. */
export const hashPath = defineLexicalSignal({
  id: 'hash-path',
  codes: ['path-hash-token'],
  run: ({ pathLower }) => {
    for (const match of pathLower.matchAll(HEX_TOKEN)) {
      const token = match[1] ?? '';
      if (!isMixedHex(token)) continue;
      return [
        createFinding('path-hash-token', {
          title: 'Random-looking folder name',
          evidence: `The path contains the random token ${token.slice(0, 40)}, typical of phishing kits.`,
          source: 'hash-path',
        }),
      ];
    }
    return [];
  },
});
