// Factories for signal table tests: real lexical facts for a URL plus hand-picked collector facts, so a
// case reads as "this site, registered 3 days ago, with this page" and nothing else.
import { gatherLexicalFacts, normalizeTarget, type Finding } from '@scamcheck/shared';
import type { DnsFacts, RdapFacts, TlsFacts } from '../collectors';
import type { PageFacts } from '../collectors/page';
import { parsePageHtml } from '../collectors/html/parse-page-html';
import type { Signal } from '../define-signal';
import type { FactMap, GatheredFacts } from '../facts';

export const TEST_NOW = new Date('2030-06-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO date `days` before TEST_NOW. */
export function daysAgo(days: number): string {
  return new Date(TEST_NOW.getTime() - days * DAY_MS).toISOString();
}

export function factsFor(input: string, collected: Partial<FactMap> = {}): GatheredFacts {
  const target = normalizeTarget(input);
  return { target, lexical: gatherLexicalFacts(target), now: TEST_NOW, ...collected };
}

/** Findings of one signal, or null when it did not run (a required fact is missing). */
export function findingsOf(signal: Signal, facts: GatheredFacts): Finding[] | null {
  return signal.run(facts);
}

export function codesOf(signal: Signal, facts: GatheredFacts): string[] | null {
  return signal.run(facts)?.map((finding) => finding.code) ?? null;
}

export function rdapFacts(overrides: Partial<RdapFacts> = {}): RdapFacts {
  return {
    domain: 'example.com',
    found: true,
    insecure: false,
    source: 'https://rdap.example/domain/example.com',
    registrationDate: daysAgo(4000),
    expirationDate: null,
    lastChangedDate: null,
    registrar: 'Example Registrar, Inc.',
    status: ['active'],
    ...overrides,
  };
}

export function tlsFacts(overrides: Partial<TlsFacts> = {}): TlsFacts {
  return {
    hostname: 'example.com',
    address: '93.184.216.34',
    port: 443,
    protocol: 'TLSv1.3',
    authorized: true,
    authorizationError: null,
    issuer: { organization: "Let's Encrypt", commonName: 'R11' },
    subject: { commonName: 'example.com' },
    subjectAltNames: ['example.com', 'www.example.com'],
    validFrom: daysAgo(40),
    validTo: daysAgo(-50),
    selfSigned: false,
    sanMatch: true,
    fingerprint256: 'AA:BB',
    ...overrides,
  };
}

export function dnsFacts(overrides: Partial<DnsFacts> = {}): DnsFacts {
  return {
    hostname: 'example.com',
    exists: true,
    a: ['93.184.216.34'],
    aaaa: [],
    mx: [{ exchange: 'mail.example.com', priority: 10 }],
    ns: ['ns1.example.net'],
    txt: ['v=spf1 -all'],
    spf: 'v=spf1 -all',
    dmarc: null,
    privateAddresses: [],
    hasPrivateAddress: false,
    ...overrides,
  };
}

/** Page facts as the page collector would extract them from this HTML at `url`. */
export function pageFacts(
  url: string,
  html: string,
  overrides: Partial<Omit<PageFacts, keyof ReturnType<typeof parsePageHtml>>> = {},
): PageFacts {
  return {
    requestedUrl: url,
    finalUrl: url,
    status: 200,
    contentType: 'text/html; charset=utf-8',
    isHtml: true,
    truncated: false,
    redirectChain: [{ url, status: 200, location: null, address: '93.184.216.34' }],
    ...parsePageHtml(html, overrides.finalUrl ?? url),
    ...overrides,
  };
}

/** A redirect chain through `urls`, the last one answering 200. */
export function redirectChain(...urls: string[]): PageFacts['redirectChain'] {
  return urls.map((url, index) => ({
    url,
    status: index === urls.length - 1 ? 200 : 302,
    location: urls[index + 1] ?? null,
    address: '93.184.216.34',
  }));
}
