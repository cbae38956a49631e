import type { Finding } from '../../report/finding';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';
import type { LexicalFacts } from '../lexical-facts';
import { skeleton } from '../lookalike/skeleton';
import { isRandomLooking } from '../random-label';

const LONG_HOST = 40;
const MANY_DIGITS = 5;
const MANY_HYPHENS = 3;
const SOURCE = 'host-shape';

/** Host names that are long, random-looking, or stuffed with digits or hyphens. */
export const hostShape = defineLexicalSignal({
  id: 'host-shape',
  codes: ['host-long', 'host-random-label', 'host-many-digits', 'host-many-hyphens', 'host-fake-www'],
  run: (facts) => {
    if (facts.target.isIp) return [];
    return [...sizeFindings(facts), ...characterFindings(facts), ...fakeWwwFindings(facts)];
  },
});

// 'www-paypal.com', 'wvvw.bank.example', 'login.www.example.net', 'https.m.facebook.example.ru':
// a www or scheme where it does not belong, to make the address look canonical at a glance.
// Companies do name servers 'www-01' or 'www-user' under their own domain, so a 'www-' prefix only
// counts on the registered name itself.
function isFakeWww(label: string, index: number, isSiteLabel: boolean): boolean {
  if (index > 0 && (label === 'www' || label === 'http' || label === 'https')) return true;
  if (isSiteLabel && /^(?:www|https?)-/.test(label)) return true;
  return /^wwww/.test(label) || (label !== 'www' && skeleton(label) === 'www');
}

function fakeWwwFindings({ target, siteLabel }: LexicalFacts): Finding[] {
  const labels = target.hostname.split('.');
  const fake = labels.find((label, index) => isFakeWww(label, index, label === siteLabel));
  if (fake === undefined) return [];
  return [
    createFinding('host-fake-www', {
      title: 'Fake "www" or "https" in the name',
      evidence: `The host ${target.hostname} contains "${fake}" to look like a normal web address.`,
      source: SOURCE,
    }),
  ];
}

function ownLabels({ subdomainLabels, siteLabel }: LexicalFacts): string[] {
  return siteLabel === '' ? [...subdomainLabels] : [...subdomainLabels, siteLabel];
}

function sizeFindings(facts: LexicalFacts): Finding[] {
  const findings: Finding[] = [];
  const { hostname } = facts.target;
  if (hostname.length > LONG_HOST) {
    findings.push(
      createFinding('host-long', {
        title: 'Very long host name',
        evidence: `The host name ${hostname} is ${hostname.length} characters long.`,
        source: SOURCE,
      }),
    );
  }
  const random = ownLabels(facts).find(isRandomLooking);
  if (random !== undefined) {
    findings.push(
      createFinding('host-random-label', {
        title: 'Random-looking host name',
        evidence: `"${random}" looks machine-generated rather than a name people would choose.`,
        source: SOURCE,
      }),
    );
  }
  return findings;
}

function characterFindings(facts: LexicalFacts): Finding[] {
  const findings: Finding[] = [];
  const labels = ownLabels(facts).join('.');
  // Punycode (xn--80ak6aa92e) encodes letters as digits; only count digits a person typed.
  const digits = ownLabels(facts)
    .filter((label) => !label.startsWith('xn--'))
    .join('')
    .replace(/\D/g, '').length;
  if (digits >= MANY_DIGITS) {
    findings.push(
      createFinding('host-many-digits', {
        title: 'Many digits in the host name',
        evidence: `The host name ${facts.target.hostname} contains ${digits} digits.`,
        source: SOURCE,
      }),
    );
  }
  const hyphens = labels.split('-').length - 1;
  if (hyphens >= MANY_HYPHENS && !labels.includes('xn--')) {
    findings.push(
      createFinding('host-many-hyphens', {
        title: 'Many hyphens in the host name',
        evidence: `The host name ${facts.target.hostname} contains ${hyphens} hyphens.`,
        source: SOURCE,
      }),
    );
  }
  return findings;
}
