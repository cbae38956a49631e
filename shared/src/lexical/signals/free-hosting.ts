import { FREE_HOSTING_VERSION } from '../../data/free-hosting';
import type { FindingCode } from '../../scoring/weights';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';
import type { HostingKind } from '../hosting-match';
import type { LexicalFacts } from '../lexical-facts';

const SOURCE = `free-hosting (free-hosting ${FREE_HOSTING_VERSION})`;

const CODE_BY_KIND: Record<HostingKind, FindingCode> = {
  'free-hosting': 'free-hosting',
  blog: 'free-hosting-blog',
  'user-content': 'user-content-host',
};

const WHAT: Record<HostingKind, string> = {
  'free-hosting': 'a free hosting service where anyone can publish a page in minutes',
  blog: 'a blog or site-builder platform where anyone can publish',
  'user-content': 'a file, form or site sharing service where anyone can share content',
};

function impersonates(facts: LexicalFacts): boolean {
  const { lookalike, subdomainBrand, pathBrand, hostCredentialWords, pathCredentialWords } = facts;
  return (
    lookalike !== null ||
    subdomainBrand !== null ||
    pathBrand !== null ||
    hostCredentialWords.strong.length > 0 ||
    pathCredentialWords.length > 0
  );
}

/**
 * Pages on free hosting or user-content services, under a reputable parent name that says nothing
 * about who published them. Mild for blogs, stronger for throwaway hosting, strongest when the page
 * also names a brand or asks for a sign-in.
 */
export const freeHosting = defineLexicalSignal({
  id: 'free-hosting',
  codes: ['free-hosting', 'free-hosting-blog', 'user-content-host', 'free-hosting-impersonation'],
  run: (facts) => {
    if (facts.freeHosting === null) return [];
    const { suffix, kind } = facts.freeHosting;
    const host = facts.target.hostname;
    if (impersonates(facts)) {
      return [
        createFinding('free-hosting-impersonation', {
          title: 'Sign-in or brand page on free hosting',
          evidence: `${host} is on ${suffix}, ${WHAT[kind]}, and it names a brand or asks for a sign-in.`,
          source: SOURCE,
        }),
      ];
    }
    return [
      createFinding(CODE_BY_KIND[kind], {
        title: kind === 'user-content' ? 'Shared file or form' : 'Hosted on a free publishing service',
        evidence: `${host} is on ${suffix}, ${WHAT[kind]}.`,
        source: SOURCE,
      }),
    ];
  },
});
