import type { Finding } from '../../report/finding';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';
import type { LexicalFacts } from '../lexical-facts';

const LONG_URL = 120;
const DEEP_PATH = 6;
// Letters, digits and dots never need percent-encoding; encoding them only hides what they say.
// (Encoded / : @ are ordinary in query values such as ?next=https%3A%2F%2F…)
const NEEDLESS_ENCODING = /%(?:2e|3[0-9]|4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a])/gi;
const MIN_NEEDLESS_ENCODINGS = 3;

/** The overall shape of the address: length, depth, needless encoding, odd ports. */
export const urlShape = defineLexicalSignal({
  id: 'url-shape',
  codes: ['url-very-long', 'path-deep', 'path-double-slash', 'url-heavy-encoding', 'port-non-standard'],
  run: (facts) => [...lengthFindings(facts), ...pathFindings(facts), ...portFindings(facts)],
});

const SOURCE = 'url-shape';

function lengthFindings({ href }: LexicalFacts): Finding[] {
  if (href.length <= LONG_URL) return [];
  return [
    createFinding('url-very-long', {
      title: 'Unusually long address',
      evidence: `The address is ${href.length} characters long; long addresses can hide where a link really goes.`,
      source: SOURCE,
    }),
  ];
}

function pathFindings({ target }: LexicalFacts): Finding[] {
  const findings: Finding[] = [];
  const depth = target.path.split('/').filter((segment) => segment !== '').length;
  if (depth >= DEEP_PATH) {
    findings.push(
      createFinding('path-deep', {
        title: 'Deeply nested page',
        evidence: `The page sits ${depth} folders deep (${target.path.slice(0, 80)}).`,
        source: SOURCE,
      }),
    );
  }
  if (target.path.includes('//')) {
    findings.push(
      createFinding('path-double-slash', {
        title: 'Double slash in the path',
        evidence: `The path ${target.path.slice(0, 80)} contains "//", a trick used to redirect visitors.`,
        source: SOURCE,
      }),
    );
  }
  const encoded = `${target.path}?${target.query}`.match(NEEDLESS_ENCODING)?.length ?? 0;
  if (encoded >= MIN_NEEDLESS_ENCODINGS) {
    findings.push(
      createFinding('url-heavy-encoding', {
        title: 'Needlessly encoded characters',
        evidence: `${encoded} ordinary characters are percent-encoded, which hides what the address says.`,
        source: SOURCE,
      }),
    );
  }
  return findings;
}

function portFindings({ port, target }: LexicalFacts): Finding[] {
  if (port === null || port === '80' || port === '443') return [];
  return [
    createFinding('port-non-standard', {
      title: 'Unusual port',
      evidence: `The link uses port ${port} on ${target.hostname}; websites normally use the standard ports.`,
      source: SOURCE,
    }),
  ];
}
