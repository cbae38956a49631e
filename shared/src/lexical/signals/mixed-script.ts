import { CONFUSABLES_VERSION } from '../../data/confusables';
import type { Finding } from '../../report/finding';
import { createFinding, defineLexicalSignal } from '../define-lexical-signal';
import type { LexicalFacts } from '../lexical-facts';
import { skeleton } from '../lookalike/skeleton';
import { isMixedScript, scriptsOf } from '../unicode-scripts';

// Where Cyrillic or Greek names are expected, an all-Cyrillic name is ordinary (Chromium does the same).
const NATIVE_TLDS: Record<string, ReadonlySet<string>> = {
  Cyrillic: new Set(['ru', 'su', 'by', 'ua', 'kz', 'bg', 'mk', 'rs', 'mn', 'kg', 'tj', 'uz', 'me', 'ba']),
  Greek: new Set(['gr', 'cy']),
};
const SOURCE = `mixed-script (confusables ${CONFUSABLES_VERSION})`;

/** International (IDN) names that mix alphabets or are written entirely in look-alike letters. */
export const mixedScript = defineLexicalSignal({
  id: 'mixed-script',
  codes: ['idn-host', 'idn-mixed-script', 'idn-whole-script-confusable'],
  run: (facts) => {
    const { target } = facts;
    if (!target.hostname.includes('xn--')) return [];
    const findings: Finding[] = [
      createFinding('idn-host', {
        title: 'International domain name',
        evidence: `${target.unicodeHostname} is written as ${target.hostname} in the DNS.`,
        source: 'mixed-script',
      }),
    ];
    for (const label of target.unicodeHostname.split('.')) {
      const finding = judgeLabel(label, facts);
      if (finding) return [...findings, finding];
    }
    return findings;
  },
});

function judgeLabel(label: string, { target }: LexicalFacts): Finding | null {
  const scripts = scriptsOf(label);
  if (isMixedScript(scripts)) {
    return createFinding('idn-mixed-script', {
      title: 'Mixed alphabets in the name',
      evidence: `"${label}" mixes ${[...scripts].join(' and ')} letters, a way to imitate another name.`,
      source: SOURCE,
    });
  }
  const [script] = [...scripts];
  if (scripts.size !== 1 || script === undefined || !(script in NATIVE_TLDS)) return null;
  const tld = target.hostname.slice(target.hostname.lastIndexOf('.') + 1);
  const looksLatin = /^[a-z0-9-]+$/.test(skeleton(label));
  if (!looksLatin || NATIVE_TLDS[script]?.has(tld) === true || tld.startsWith('xn--')) return null;
  return createFinding('idn-whole-script-confusable', {
    title: 'Name written in look-alike letters',
    evidence: `"${label}" is written in ${script} letters that look like the Latin "${skeleton(label)}".`,
    source: SOURCE,
  });
}
