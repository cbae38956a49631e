import { createFinding, defineLexicalSignal } from '../define-lexical-signal';

/** The host as typed: between the scheme and the first / ? #, without userinfo and port. */
function typedHost(input: string): string {
  const authority = input.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?#\\]/, 1)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d*$/, '');
}

/** A bare IP address instead of a name: real organisations send people to names. */
export const ipHost = defineLexicalSignal({
  id: 'ip-host',
  codes: ['ip-host', 'ip-host-obfuscated'],
  run: ({ target }) => {
    if (!target.isIp) return [];
    const typed = typedHost(target.input).toLowerCase().replace(/\.+$/, '');
    if (typed !== target.hostname) {
      return [
        createFinding('ip-host-obfuscated', {
          title: 'Disguised IP address',
          evidence: `The address ${typed} is an encoded form of the IP address ${target.hostname}.`,
          source: 'ip-host',
        }),
      ];
    }
    return [
      createFinding('ip-host', {
        title: 'IP address instead of a domain name',
        evidence: `The link points to the IP address ${target.hostname} rather than a named website.`,
        source: 'ip-host',
      }),
    ];
  },
});
